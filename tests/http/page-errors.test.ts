import { expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

it('an error while rendering a page is one JSON log line with the request id and the stack', async () => {
  const { app, api, lines } = await createTestApp()
  // An API answer the page cannot use: its data hook throws while rendering.
  const fetch = api.fetch.bind(api)
  api.fetch = (async (request: Request) =>
    new URL(request.url).pathname.startsWith('/api/promotions')
      ? new Response('{"data":5}', { headers: { 'Content-Type': 'application/json' } })
      : fetch(request)) as typeof api.fetch
  const response = await app.request('/en/promotions', { headers: { 'User-Agent': BROWSER } })
  await response.text()
  expect(response.status).toBe(500)
  const requestId = response.headers.get('x-request-id')
  const line = lines.find((l) => l.msg === 'page error' && l.requestId === requestId)
  expect(line, JSON.stringify(lines.slice(-3))).toMatchObject({ level: 50, path: '/en/promotions' })
  expect((line!.err as { stack: string }).stack).toMatch(/\n\s+at /)
})
