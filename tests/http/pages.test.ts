import { once } from 'node:events'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { describe, expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

const { app, lines } = await createTestApp()
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { 'User-Agent': BROWSER, ...headers } })

const ROUTES = [
  '/',
  '/menu',
  '/menu/rolls',
  '/product/set-sakura',
  '/promotions',
  '/promotions/money-back-5',
  '/delivery',
  '/contacts',
  '/favorites',
  '/checkout',
  '/_icons',
]

describe('routes of spec §2', () => {
  for (const prefix of ['', '/ru', '/en', '/uk']) {
    it.each(ROUTES)(`${prefix}%s answers 200`, async (route) => {
      const path = prefix && route === '/' ? prefix : `${prefix}${route}`
      const response = await get(path, prefix ? {} : { Cookie: 'lang=bg' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    })
  }
})

describe('guards', () => {
  it.each([
    ['/account', '/?signin=1&next=%2Faccount'],
    ['/account/orders', '/?signin=1&next=%2Faccount%2Forders'],
    ['/en/account/profile', '/en?signin=1&next=%2Faccount%2Fprofile'],
    ['/uk/account/orders/17', '/uk?signin=1&next=%2Faccount%2Forders%2F17'],
  ])('anonymous %s goes to sign in at %s', async (path, location) => {
    const response = await get(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(location)
  })

  it('/account sends a signed-in customer to /account/orders', async () => {
    const response = await get('/ru/account', {
      Cookie: 'auth_token=abcdefghijklmnopqrstuvwxyz012345',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/ru/account/orders')
  })

  it.each([
    ['/en/checkout/success', {}],
    ['/en/checkout/success', { Cookie: 'order_id=abc' }],
    // An order id without the session that owns it.
    ['/en/checkout/success', { Cookie: 'order_id=42' }],
    ['/en/checkout/payment-success?order=42', {}],
    ['/en/checkout/payment-failure?order=abc&reason=event_10051', {}],
  ])('%s thanks for no order it cannot show: home (%o)', async (path, headers) => {
    const response = await get(path, headers)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en')
  })
})

describe('errors', () => {
  it('an unknown path is a 404 page with the spec message, in its language', async () => {
    const response = await get('/ru/no-such-page')
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain('<h1>Страница не найдена</h1>')
    expect(html).toContain('data-error-message="Page Not Found: /ru/no-such-page"')
    expect(html).toContain('href="/ru"')
    // The language switcher offers the same address in each language, not /en/ru/…
    expect(html).toContain('href="/en/no-such-page" hrefLang="en"')
    expect(html).not.toContain('/en/ru/')
  })

  it('/account/x.css is not the account page', async () => {
    const response = await get('/account/x.css')
    expect([302, 404]).toContain(response.status)
    expect(await response.text()).not.toContain('My orders')
  })

  it('TRACE is refused', async () => {
    const server = createServer(getRequestListener(app.fetch)).listen(0, '127.0.0.1')
    await once(server, 'listening')
    const { port } = server.address() as AddressInfo
    const status = await new Promise<number | undefined>((resolve, reject) =>
      request({ port, host: '127.0.0.1', method: 'TRACE', path: '/' }, (res) => {
        res.resume()
        resolve(res.statusCode)
      })
        .on('error', reject)
        .end(),
    )
    server.close()
    expect(status).toBe(405)
  })
})

describe('logs', () => {
  it('writes one line per request with its id, method, path, status and duration', async () => {
    const response = await get('/en/delivery')
    const requestId = response.headers.get('x-request-id')
    const line = lines.find((l) => l.requestId === requestId && l.msg === 'request')
    expect(line).toMatchObject({ method: 'GET', path: '/en/delivery', status: 200 })
    expect(typeof line?.durationMs).toBe('number')
  })
})

describe('data pages that do not exist', () => {
  it.each([
    '/ru/product/no-such-roll',
    '/en/promotions/no-such-offer',
    '/uk/menu/no-such-category',
  ])('%s is the 404 page in its language, never a 500', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toMatch(/<html lang="(ru-RU|en-US|uk-UA)">/)
  })
})
