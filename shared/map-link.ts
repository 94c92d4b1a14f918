/** A place on OpenStreetMap, marked and zoomed to its street. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
}

/** The ways a courier's phone navigates to a street: its map apps open these links. */
export function navigationLinks(street: string): { app: 'google' | 'waze'; href: string }[] {
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
