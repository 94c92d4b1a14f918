import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import type { Area } from '#shared/area'
import type { Tiles } from '#shared/tiles'

// Loaded only when a map comes into view (the maps' callers import this module lazily): Leaflet is
// no part of any page's first load.

/** Sofia, where a map with nothing on it yet opens. */
const SOFIA: L.LatLngExpression = [42.6977, 23.3219]

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * A map on the element with the configured tiles and their credit always visible (the tile usage
 * policy of OpenStreetMap). The wheel does not zoom it: the page scrolls past it.
 */
export function baseMap(element: HTMLElement, tiles: Tiles): L.Map {
  const map = L.map(element, { scrollWheelZoom: false }).setView(SOFIA, 12)
  // Leaflet takes attribution as HTML; the configured text is only text.
  L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19 }).addTo(map)
  return map
}

/** A zone's area as a layer in its colour; faint when it is only there for context. */
export function areaLayer(area: Area, color: string, faint = false): L.GeoJSON {
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
  } as L.GeoJSONOptions)
}

/** Shows every layer whole, or Sofia when there is none. */
export function fitLayers(map: L.Map, layers: L.Layer[]) {
  const bounds = L.featureGroup(layers).getBounds()
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [16, 16] })
}
