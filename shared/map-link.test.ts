import { describe, expect, it } from 'vitest'
import { mapLink } from './map-link'

describe('the map link of a restaurant', () => {
  it('marks the place on OpenStreetMap at street zoom', () => {
    expect(mapLink(42.6921, 23.3262)).toBe(
      'https://www.openstreetmap.org/?mlat=42.6921&mlon=23.3262#map=17/42.6921/23.3262',
    )
  })

  it('keeps the sign of a place west or south', () => {
    expect(mapLink(-33.8688, -151.2093)).toBe(
      'https://www.openstreetmap.org/?mlat=-33.8688&mlon=-151.2093#map=17/-33.8688/-151.2093',
    )
  })
})
