import { areaLayer, baseMap, fitLayers, leaflet } from '#client/ui/map/base-map'
import { zoneColor } from '#client/ui/map/palette'
import type { Area } from '#shared/area'
import type { Tiles } from '#shared/tiles'

export type MapZone = { name: string; area: Area; index: number }

/** Every zone's area in its list colour, named on hover or tap; answers how to take it down. */
export async function showZones(
  element: HTMLElement,
  tiles: Tiles,
  zones: MapZone[],
): Promise<() => void> {
  const L = await leaflet()
  const map = await baseMap(element, tiles)
  const layers = zones.map((zone) =>
    areaLayer(L, zone.area, zoneColor(zone.index))
      .bindTooltip(zone.name, { sticky: true })
      .addTo(map),
  )
  fitLayers(L, map, layers)
  return () => map.remove()
}
