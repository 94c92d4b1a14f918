import { expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

const DELAY_MS = 600
const { app } = await createTestApp({ slow: { path: /tags=new/, ms: DELAY_MS } })
// The first render loads the page's modules and the catalog, which can take most of the page data's
// time budget on a busy machine: this test is about the order of what streams, not a cold start.
await (await app.request('/en/menu', { headers: { 'User-Agent': BROWSER } })).text()

async function chunks(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const start = performance.now()
  const seen: { at: number; text: string }[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return seen
    seen.push({ at: performance.now() - start, text: decoder.decode(value) })
  }
}

it('sends the head and the page before the slow section, which streams in later', async () => {
  const response = await app.request('/en', { headers: { 'User-Agent': BROWSER } })
  const received = await chunks(response)
  const first = received[0]!
  const headAt = received.find((c) => c.text.includes('</head>'))!.at
  expect(received.length).toBeGreaterThan(1)
  expect(first.text).toContain('<title>')
  expect(headAt).toBeLessThan(DELAY_MS / 2)
  const whole = received.map((c) => c.text).join('')
  const newSectionAt = received.findIndex((c) => c.text.includes('aria-labelledby="new-title"'))
  const deferredAt = received.findIndex(
    (c, i) => i > newSectionAt && c.text.includes('hidden id="S:'),
  )
  expect(deferredAt).toBeGreaterThan(0)
  expect(received[deferredAt]!.at).toBeGreaterThanOrEqual(DELAY_MS - 50)
  expect(whole).toContain('</html>')
})

it('sends bots the whole page at once, slow section included', async () => {
  const response = await app.request('/en', { headers: { 'User-Agent': 'Googlebot/2.1' } })
  const html = await response.text()
  expect(html).not.toContain('hidden id="S:')
  expect(html.indexOf('aria-labelledby="new-title"')).toBeGreaterThan(0)
})

it('pages without deferred data come in one piece', async () => {
  const response = await app.request('/en/menu', { headers: { 'User-Agent': BROWSER } })
  const html = await response.text()
  expect(html).not.toContain('<template')
  expect(html).toContain('</html>')
})
