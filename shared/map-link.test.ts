import { describe, expect, it } from 'vitest'
import { mapLink, streetSearchLink } from './map-link'

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

describe('the map link of an address', () => {
  it('searches the street in Sofia, its characters escaped', () => {
    expect(streetSearchLink('ul. Shipka 12 & 14')).toBe(
      'https://www.openstreetmap.org/search?query=ul.%20Shipka%2012%20%26%2014%2C%20Sofia',
    )
  })
})
