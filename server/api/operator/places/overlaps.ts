import booleanPointInPolygon from '@turf/boolean-point-in-polygon'
import type { ZoneArea } from '#server/api/orders/zone-at'
import { type Area, polygonsOf, segmentsOf } from '#shared/area'

type Position = [number, number]

/** Two segments crossing at a point inside both (shared borders only touch, and are fine). */
function properlyCross(a: Position, b: Position, c: Position, d: Position): boolean {
  const side = (o: Position, p: Position, q: Position) =>
    Math.sign((p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]))
  const ab = side(a, b, c) * side(a, b, d)
  const cd = side(c, d, a) * side(c, d, b)
  return ab < 0 && cd < 0
}

/** Corners and edge midpoints: a shape lying partly inside another has one of them inside it. */
function probes(area: Area): Position[] {
  return polygonsOf(area).flatMap((rings) =>
    segmentsOf(rings).flatMap(({ from, to }) => [
      from,
      [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2] as Position,
    ]),
  )
}

const edges = (area: Area) => polygonsOf(area).flatMap(segmentsOf)

/**
 * Whether two areas share ground, not just a border: an edge of one crosses an edge of the other,
 * or a probe of one lies strictly inside the other. Neighbouring zones drawn along one street touch
 * without overlapping.
 */
export function areasOverlap(a: Area, b: Area): boolean {
  const inside = (point: Position, area: Area) =>
    booleanPointInPolygon(point, area, { ignoreBoundary: true })
  if (probes(a).some((p) => inside(p, b)) || probes(b).some((p) => inside(p, a))) return true
  const other = edges(b)
  return edges(a).some((s) => other.some((t) => properlyCross(s.from, s.to, t.from, t.to)))
}

/** Per zone, the zones it overlaps and whether it wins there (listed first: orders/zone-at.ts). */
export function overlapsOf(zones: ZoneArea[]): Map<number, { regionId: number; wins: boolean }[]> {
  const found = new Map(zones.map((z) => [z.regionId, [] as { regionId: number; wins: boolean }[]]))
  zones.forEach((a, i) => {
    for (const b of zones.slice(i + 1)) {
      if (!areasOverlap(a.area, b.area)) continue
      found.get(a.regionId)!.push({ regionId: b.regionId, wins: true })
      found.get(b.regionId)!.push({ regionId: a.regionId, wins: false })
    }
  })
  return found
}
