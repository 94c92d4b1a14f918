/** A place on OpenStreetMap, marked and zoomed to its street. */
export function mapLink(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`
}

/** A street looked up on OpenStreetMap: a courier's or a cook's phone opens its map app from it. */
export function streetSearchLink(street: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${street}, Sofia`)}`
}
