import { describe, expect, it } from 'vitest'
import { readEnv } from '#server/env'
import { DEFAULT_TILES, tileSource } from '#shared/tiles'
import { contentSecurityPolicy } from './security'

const imgSrc = (tileUrl: string | undefined) => {
  const { tiles } = readEnv(tileUrl ? { TILE_URL: tileUrl } : {})
  const policy = contentSecurityPolicy('nonce', {
    https: false,
    dev: false,
    imgSrc: [tileSource(tiles.url)],
  })
  return policy.split('; ').find((directive) => directive.startsWith('img-src '))
}

describe('the CSP lets the maps draw their tiles (TILE_URL)', () => {
  it("allows OpenStreetMap's tile server by default", () => {
    expect(DEFAULT_TILES.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(imgSrc(undefined)).toBe("img-src 'self' data: https: https://tile.openstreetmap.org")
  })

  it('allows the origin of a configured tile server, port included, and nothing of its path', () => {
    expect(imgSrc('http://127.0.0.1:24323/tiles/{z}/{x}/{y}.png')).toBe(
      "img-src 'self' data: https: http://127.0.0.1:24323",
    )
  })

  it("allows any of a provider's {s} subdomains", () => {
    expect(imgSrc('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe(
      "img-src 'self' data: https: https://*.tile.example.org",
    )
  })

  it('refuses a tile address without its zoom and coordinates, and http in production', () => {
    expect(() => readEnv({ TILE_URL: 'https://tiles.example.org/map.png' })).toThrow(/TILE_URL/)
    expect(() =>
      readEnv({ APP_ENV: 'production', TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' }),
    ).toThrow(/TILE_URL must be an https address/)
  })
})
