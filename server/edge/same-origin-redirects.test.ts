import fc from 'fast-check'
import { Hono } from 'hono'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import type { EdgeEnv } from './context'
import { isSafeLocation, sameOriginRedirects } from './same-origin-redirects'

const ORIGIN = 'https://shop.example'
/** Where a browser goes: the WHATWG parser, backslashes, tabs and all. */
const browserOrigin = (location: string) => new URL(location, `${ORIGIN}/a/b`).origin

describe('the same-origin check of every Location', () => {
  it('passes nothing a browser would take to another host', () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%5c',
      '%2f',
      '\t',
      '\n',
      '\r',
      '\u0000',
      '%09',
      '%00',
      ' ',
      '.',
      '..',
      '@',
      ':',
      'evil.com',
      'https:',
      'http:',
      'javascript:',
      'shop.example',
      '?',
      '#',
    )
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(piece).map((p) => p.join('')),
          fc.webUrl(),
        ),
        (location) => {
          if (isSafeLocation(location, ORIGIN)) expect(browserOrigin(location)).toBe(ORIGIN)
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('keeps the redirects the shop makes', () => {
    for (const location of ['/', '/en/menu', '/promotions?utm_source=x', `${ORIGIN}/account`])
      expect(isSafeLocation(location, ORIGIN), location).toBe(true)
    for (const location of ['//evil.com', '/\\evil.com', '/\t/evil.com', 'https://evil.com/'])
      expect(isSafeLocation(location, ORIGIN), location).toBe(false)
  })

  it('turns a redirect elsewhere into a 404 no cache keeps, whichever step made it', async () => {
    const app = new Hono<EdgeEnv>()
    app.use(async (c, next) => {
      c.set('log', pino({ level: 'silent' }))
      await next()
    })
    app.use(sameOriginRedirects(ORIGIN))
    app.get('/away', (c) => {
      c.header('Cache-Control', 'public, max-age=86400')
      return c.redirect('/\\evil.com', 301)
    })
    app.get('/home', (c) => c.redirect('/en', 302))
    const away = await app.request('/away')
    expect(away.status).toBe(404)
    expect(away.headers.get('location')).toBeNull()
    expect(away.headers.get('cache-control')).toBe('no-store')
    expect((await app.request('/home')).headers.get('location')).toBe('/en')
  })
})
