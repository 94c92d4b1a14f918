import type { GeoPoint } from './area'

/** A place on OpenStreetMap, marked and zoomed to its street. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
}

export type NavigationLink = { app: 'google' | 'waze' | 'geo'; href: string }

/**
 * The ways a courier's phone navigates to a delivery: by its point when the order has one (the
 * customer picked it, so no search can land on a namesake street), else by the street's text.
 */
export function navigationLinks(street: string, point: GeoPoint | null): NavigationLink[] {
  if (point) {
    const at = `${point.lat},${point.lng}`
    return [
      { app: 'google', href: `https://www.google.com/maps/dir/?api=1&destination=${at}` },
      { app: 'waze', href: `https://waze.com/ul?ll=${at}&navigate=yes` },
      // RFC 5870: the phone offers whichever map app it has.
      { app: 'geo', href: `geo:${at}` },
    ]
  }
  const place = encodeURIComponent(`${street}, Sofia`)
  return [
    { app: 'google', href: `https://www.google.com/maps/dir/?api=1&destination=${place}` },
    { app: 'waze', href: `https://waze.com/ul?q=${place}&navigate=yes` },
  ]
}

/** A street looked up on OpenStreetMap: a courier's or a cook's phone opens its map app from it. */
export function streetSearchLink(street: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, Sofia`)}`
}
