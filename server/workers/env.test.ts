import { describe, expect, it } from 'vitest'
import { ConfigError } from '#server/config-error'
import { readWorkerEnv } from './env'

const PRODUCTION = {
  APP_ENV: 'production',
  API_BASE_URL: 'https://api.shop.example',
  EDGE_SECRET: 'e'.repeat(40),
  PUBLIC_ORIGIN: 'https://shop.example',
  PHONE_SIGNATURE_SUFFIX: 'our-own-suffix',
  // Bindings that are not settings (the assets service) are not strings and are left alone.
  ASSETS: { fetch: () => new Response() },
}

describe('the Workers edge’s configuration', () => {
  it('needs the API’s address', () => {
    expect(() => readWorkerEnv({})).toThrow(ConfigError)
    expect(() => readWorkerEnv({})).toThrow(/^API_BASE_URL is invalid/)
  })

  it('accepts a complete production configuration', () => {
    expect(readWorkerEnv(PRODUCTION)).toMatchObject({
      https: true,
      PUBLIC_ORIGIN: 'https://shop.example',
    })
  })

  it.each([
    ['PUBLIC_ORIGIN', 'http://shop.example', /PUBLIC_ORIGIN must be an https origin/],
    ['API_BASE_URL', 'http://api.shop.example', /API_BASE_URL must be an https address/],
    ['EDGE_SECRET', undefined, /EDGE_SECRET must be set/],
    ['PHONE_SIGNATURE_SUFFIX', undefined, /PHONE_SIGNATURE_SUFFIX must be set/],
  ])('production refuses %s=%s', (name, value, message) => {
    expect(() => readWorkerEnv({ ...PRODUCTION, [name]: value })).toThrow(message)
  })
})
