import type { Area } from '#shared/area'

/** A rectangle as a zone's area (GeoJSON positions are [lng, lat]). */
export const box = (west: number, south: number, east: number, north: number): Area => ({
  type: 'Polygon',
  coordinates: [
    [
      [west, south],
      [east, south],
      [east, north],
      [west, north],
      [west, south],
    ],
  ],
})
