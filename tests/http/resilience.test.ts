import { expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

// The API in this process can be slow too (a locked or overloaded database): pages answer in time.
const { app, api } = await createTestApp({ pageCache: true })
let hang = false
/** How long a hung API takes; pages give up on it after their 1.5 s budget (server/app.ts). */
const HANG_MS = 10_000
const reachApi = api.fetch.bind(api)
api.fetch = (async (request: Request) => {
  // The database hangs; the redirect table the API holds in memory still answers.
  if (hang && !request.url.includes('/api/redirects/'))
    await new Promise((r) => setTimeout(r, HANG_MS))
  return reachApi(request)
}) as typeof api.fetch

const get = (path: string, cookie = 'lang=en') =>
  app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: cookie } })

it('answers long before the hung API would, with a translated 503 page', async () => {
  hang = true
  try {
    const started = performance.now()
    const response = await get('/en/menu?uncached=1')
    const html = await response.text()
    // The budget and a first render, with room for a loaded CI machine: far from the hang.
    expect(performance.now() - started).toBeLessThan(HANG_MS / 3)
    expect(response.status).toBe(503)
    expect(html).toContain('temporarily unavailable')
    expect(html).not.toMatch(/\bat [\w.]+ \(|Error:/)
  } finally {
    hang = false
  }
})

it('keeps serving an anonymous page it has seen while the API hangs', async () => {
  await (await get('/en/delivery')).text()
  hang = true
  try {
    const started = performance.now()
    const response = await get('/en/delivery')
    expect(response.status).toBe(200)
    expect(response.headers.get('x-page-cache')).toBe('hit')
    expect(await response.text()).toContain('</html>')
    expect(performance.now() - started).toBeLessThan(1000)
  } finally {
    hang = false
  }
})
