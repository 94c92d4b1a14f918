import { z } from 'zod'

// The map tiles every map of the shop draws on (TILE_URL, TILE_ATTRIBUTION): OpenStreetMap's by
// default, whose tile usage policy asks for visible attribution, a real referrer and no prefetch.

export type Tiles = {
  /** Leaflet's URL template: `{z}/{x}/{y}`, and `{s}` for a provider's subdomains. */
  url: string
  /** Shown on every map, as the provider's licence requires. */
  attribution: string
}

export const DEFAULT_TILES: Tiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
}

/** TILE_URL as configured: an http(s) template with the tile's zoom and coordinates. */
export const TileUrl = z
  .string()
  .default(DEFAULT_TILES.url)
  .refine(
    (url) => /^https?:\/\/[^/]+\//.test(url) && ['{z}', '{x}', '{y}'].every((p) => url.includes(p)),
    'an http(s) address with {z}, {x} and {y}',
  )

/** Where the browser fetches tiles from, as a CSP source: a `{s}` subdomain is any subdomain. */
export function tileSource(url: string): string {
  const origin = url.match(/^https?:\/\/[^/]+/)![0]
  return origin.replace(/\{s\}\./, '*.')
}
