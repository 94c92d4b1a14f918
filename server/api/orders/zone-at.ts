import booleanPointInPolygon from '@turf/boolean-point-in-polygon'
import type { Area, GeoPoint } from '#shared/area'

/** A zone's drawn area, in the order zones are listed (sort, then id): the first match wins. */
export type ZoneArea = { regionId: number; area: Area }

/**
 * The zone a delivery point lies in: the first listed zone whose area holds it, so where two zones
 * overlap the one listed first wins (the console warns of it). A point on a border is inside: a
 * customer on the street that bounds the zone is delivered to, not refused. Null: outside every area.
 */
export function zoneAt(zones: ZoneArea[], point: GeoPoint): number | null {
  const position: [number, number] = [point.lng, point.lat]
  return zones.find((zone) => booleanPointInPolygon(position, zone.area))?.regionId ?? null
}
