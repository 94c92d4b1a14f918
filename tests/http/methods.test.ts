import { expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

// RFC 9110 §15.5.6: a resource that exists but not for this method answers 405 with Allow, not
// 404; JSON says its charset (RFC 8259 needs none, but proxies and old clients guess otherwise).
const { app } = await createTestApp()
const ask = (path: string, method: string, headers: Record<string, string> = {}) =>
  app.request(`https://shop.example${path}`, {
    method,
    headers: { 'User-Agent': BROWSER, 'Accept-Language': 'en', ...headers },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
  })

it.each([
  ['/api/menu', 'POST', 'GET, HEAD'],
  ['/api/menu', 'DELETE', 'GET, HEAD'],
  ['/api/sms-code-check', 'GET', 'POST'],
  ['/api/referral-codes/abc', 'PUT', 'GET, HEAD'],
])('%s with %s is 405 with Allow: %s, in the error shape', async (path, method, allow) => {
  const response = await ask(path, method, { 'Content-Type': 'application/json' })
  expect(response.status).toBe(405)
  expect(response.headers.get('allow')).toBe(allow)
  expect(await response.json()).toEqual({ message: 'This address does not take this method.' })
})

it('a page asked with POST is 405 with Allow: GET, HEAD', async () => {
  const response = await ask('/en/menu', 'POST', { 'Content-Type': 'text/plain' })
  expect(response.status).toBe(405)
  expect(response.headers.get('allow')).toBe('GET, HEAD')
})

it('an unknown API path is still 404', async () => {
  expect(
    (await ask('/api/no-such-thing', 'POST', { 'Content-Type': 'application/json' })).status,
  ).toBe(404)
})

it.each([
  ['/api/menu', 'GET'],
  ['/api/no-such-thing', 'GET'],
  ['/api/orders/quote', 'POST'],
  ['/builds/latest.json', 'GET'],
])('JSON from %s (%s) carries charset=utf-8', async (path, method) => {
  const response = await ask(path, method, { 'Content-Type': 'application/json' })
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
})
