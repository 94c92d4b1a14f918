import { z } from 'zod'

// A delivery zone's area: GeoJSON (RFC 7946) Polygon or MultiPolygon, positions as [lng, lat].

/** A point on the map, as the shop sends it (latitude first, as people say it). */
export const GeoPoint = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
})
export type GeoPoint = z.infer<typeof GeoPoint>

type Position = [number, number]
type Ring = Position[]

const PositionSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])
// RFC 7946 §3.1.6: a linear ring has at least four positions, the last the same as the first.
const RingSchema = z
  .array(PositionSchema)
  .min(4)
  .max(2000)
  .refine((ring) => samePosition(ring[0]!, ring.at(-1)!), {
    message: 'operator.region.area.notClosed',
  })
const PolygonRings = z.array(RingSchema).min(1).max(20)

const Polygon = z.object({ type: z.literal('Polygon'), coordinates: PolygonRings })
const MultiPolygon = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(PolygonRings).min(1).max(50),
})

export type Area =
  | { type: 'Polygon'; coordinates: Ring[] }
  | { type: 'MultiPolygon'; coordinates: Ring[][] }

/** A zone's area, checked: closed rings, and no ring crossing itself or another of its polygon. */
export const Area: z.ZodType<Area> = z
  .discriminatedUnion('type', [Polygon, MultiPolygon])
  .refine((area) => !polygonsOf(area).some(selfIntersects), {
    message: 'operator.region.area.selfIntersects',
  })

/** The polygons of an area, each as its rings (the outer one first, then its holes). */
export function polygonsOf(area: Area): Ring[][] {
  return area.type === 'Polygon' ? [area.coordinates] : area.coordinates
}

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1]

type Segment = { ring: number; index: number; from: Position; to: Position }

/** Every edge of a polygon's rings, tagged with where it sits so neighbours can be told apart. */
export function segmentsOf(rings: Ring[]): Segment[] {
  return rings.flatMap((ring, r) =>
    ring.slice(1).map((to, i) => ({ ring: r, index: i, from: ring[i]!, to })),
  )
}

const cross = (o: Position, a: Position, b: Position) =>
  (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

const within = (p: Position, a: Position, b: Position) =>
  Math.min(a[0], b[0]) <= p[0] &&
  p[0] <= Math.max(a[0], b[0]) &&
  Math.min(a[1], b[1]) <= p[1] &&
  p[1] <= Math.max(a[1], b[1])

/** Whether two segments share any point (touching counts: a ring that touches itself is invalid). */
export function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0)))
    return true
  return (
    (d1 === 0 && within(a, c, d)) ||
    (d2 === 0 && within(b, c, d)) ||
    (d3 === 0 && within(c, a, b)) ||
    (d4 === 0 && within(d, a, b))
  )
}

/** Consecutive edges of one ring share their corner by design; that is not a crossing. */
function neighbours(s: Segment, t: Segment, rings: Ring[]): boolean {
  if (s.ring !== t.ring) return false
  const last = rings[s.ring]!.length - 2
  const gap = Math.abs(s.index - t.index)
  return gap === 1 || gap === last
}

/** A ring crossing or touching itself or another ring of its polygon (a hole poking out). */
export function selfIntersects(rings: Ring[]): boolean {
  const segments = segmentsOf(rings)
  return segments.some((s, i) =>
    segments
      .slice(i + 1)
      .some((t) => !neighbours(s, t, rings) && segmentsMeet(s.from, s.to, t.from, t.to)),
  )
}
