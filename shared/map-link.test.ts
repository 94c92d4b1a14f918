import { describe, expect, it } from 'vitest'
import { mapLink, navigationLinks, streetSearchLink } from './map-link'

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

describe('the navigation links of a delivery', () => {
  it('go to the order’s point in Google Maps, Waze and any map app', () => {
    expect(navigationLinks('ul. Shipka 12', { lat: 42.6934, lng: 23.3389 })).toEqual([
      {
        app: 'google',
        href: 'https://www.google.com/maps/dir/?api=1&destination=42.6934,23.3389',
      },
      { app: 'waze', href: 'https://waze.com/ul?ll=42.6934,23.3389&navigate=yes' },
      { app: 'geo', href: 'geo:42.6934,23.3389' },
    ])
  })

  it('search the street’s text only when the order has no point', () => {
    expect(navigationLinks('ul. Shipka 12', null).map((link) => link.href)).toEqual([
      'https://www.google.com/maps/dir/?api=1&destination=ul.%20Shipka%2012%2C%20Sofia',
      'https://waze.com/ul?q=ul.%20Shipka%2012%2C%20Sofia&navigate=yes',
    ])
  })
})
