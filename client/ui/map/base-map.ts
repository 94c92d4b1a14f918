import type * as Leaflet from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { Area } from '#shared/area'
import type { Tiles } from '#shared/tiles'

// Loaded only when a map comes into view (the maps' callers import this module lazily): Leaflet is
// no part of any page's first load. It is imported inside the functions: Leaflet touches `window`
// as it loads, and the Node server's bundle hoists a static import of it to its start.

/** Leaflet itself, loaded once. */
export const leaflet = async (): Promise<typeof Leaflet> => (await import('leaflet')).default

/** Sofia, where a map with nothing on it yet opens. */
const SOFIA: Leaflet.LatLngExpression = [42.6977, 23.3219]

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * A map on the element with the configured tiles and their credit always visible (the tile usage
 * policy of OpenStreetMap). The wheel does not zoom it: the page scrolls past it.
 */
export async function baseMap(element: HTMLElement, tiles: Tiles): Promise<Leaflet.Map> {
  const L = await leaflet()
  const map = L.map(element, { scrollWheelZoom: false }).setView(SOFIA, 12)
  // Leaflet takes attribution as HTML; the configured text is only text.
  L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map)
  return map
}

/** A zone's area as a layer in its colour; faint when it is only there for context. */
export function areaLayer(
  L: typeof Leaflet,
  area: Area,
  color: string,
  faint = false,
): Leaflet.GeoJSON {
  return L.geoJSON(area, {
    style: {
      color,
      weight: faint ? 1 : 2,
      opacity: faint ? 0.5 : 0.9,
      fillOpacity: faint ? 0.08 : 0.25,
      dashArray: faint ? '4 4' : '',
    },
    interactive: !faint,
    pmIgnore: true,
  } as Leaflet.GeoJSONOptions)
}

/** Shows every layer whole, or Sofia when there is none. */
export function fitLayers(L: typeof Leaflet, map: Leaflet.Map, layers: Leaflet.Layer[]) {
  const bounds = L.featureGroup(layers).getBounds()
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16] })
}
