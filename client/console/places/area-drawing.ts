import type * as Leaflet from 'leaflet'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import { areaLayer, baseMap, fitLayers, leaflet } from '#client/ui/map/base-map'
import type { Area } from '#shared/area'
import type { Lang } from '#shared/locales'
import type { Tiles } from '#shared/tiles'

// The zone form's map (loaded when it comes into view): the manager draws the zone's polygons,
// drags their corners and removes them with Geoman's tools; each change becomes the GeoJSON the
// form sends. The server's validation judges it as it judges typed GeoJSON.

/** Geoman reads the global `L` that Leaflet's module build does not set: given before it loads. */
async function loadGeoman(L: typeof Leaflet) {
  ;(globalThis as { L?: typeof Leaflet }).L = L
  await import('@geoman-io/leaflet-geoman-free')
}

/** Geoman's own words for its tools; it has no Bulgarian (English is its fallback). */
const GEOMAN_LANG = { bg: 'en', ru: 'ru', en: 'en', uk: 'ua' } as const

const COLOR = '#c0392b'
const CONTEXT = '#555555'

type Options = {
  area: Area | null
  /** The other zones, faint, so the new one is drawn against them. */
  others: Area[]
  lang: Lang
  onChange: (area: Area | null) => void
}

export type AreaDrawing = { show: (area: Area | null) => void; destroy: () => void }

/** Six decimals: about 10 cm, plenty for a street and far fewer digits to store. */
const round = (n: number) => Math.round(n * 1e6) / 1e6

/** The drawn polygons as one area: none, a Polygon, or a MultiPolygon of all of them. */
function areaOf(group: Leaflet.FeatureGroup): Area | null {
  const polygons = group.getLayers().flatMap((layer) => {
    const { geometry } = (layer as Leaflet.Polygon).toGeoJSON()
    const rings = (ring: number[][]) => ring.map(([lng, lat]) => [round(lng!), round(lat!)])
    if (geometry.type === 'Polygon') return [geometry.coordinates.map(rings)]
    if (geometry.type === 'MultiPolygon') return geometry.coordinates.map((p) => p.map(rings))
    return []
  }) as [number, number][][][]
  if (polygons.length === 0) return null
  return polygons.length === 1
    ? { type: 'Polygon', coordinates: polygons[0]! }
    : { type: 'MultiPolygon', coordinates: polygons }
}

export async function drawArea(
  element: HTMLElement,
  tiles: Tiles,
  options: Options,
): Promise<AreaDrawing> {
  const L = await leaflet()
  await loadGeoman(L)
  const map = await baseMap(element, tiles)
  const context = options.others.map((area) => areaLayer(L, area, CONTEXT, true).addTo(map))
  const drawn = L.featureGroup().addTo(map)
  map.pm.setLang(GEOMAN_LANG[options.lang])
  map.pm.setGlobalOptions({
    layerGroup: drawn,
    templineStyle: { color: COLOR },
    pathOptions: { color: COLOR },
  })
  map.pm.addControls({
    position: 'topleft',
    drawMarker: false,
    drawCircleMarker: false,
    drawPolyline: false,
    drawRectangle: false,
    drawCircle: false,
    drawText: false,
    cutPolygon: false,
    rotateMode: false,
    dragMode: false,
  })
  const changed = () => options.onChange(areaOf(drawn))
  const watch = (layer: Leaflet.Layer) => {
    layer.on('pm:edit', changed)
    return layer
  }
  const show = (area: Area | null) => {
    drawn.clearLayers()
    if (!area) return
    const polygons = area.type === 'Polygon' ? [area.coordinates] : area.coordinates
    for (const rings of polygons) {
      const latLngs = rings.map((ring) => ring.map(([lng, lat]) => L.latLng(lat, lng)))
      drawn.addLayer(watch(L.polygon(latLngs, { color: COLOR })))
    }
  }
  show(options.area)
  fitLayers(L, map, drawn.getLayers().length > 0 ? drawn.getLayers() : context)
  map.on('pm:create', ({ layer }) => {
    watch(layer)
    changed()
  })
  map.on('pm:remove', ({ layer }) => {
    drawn.removeLayer(layer)
    changed()
  })
  return { show, destroy: () => map.remove() }
}
