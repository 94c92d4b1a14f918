import { Hono } from 'hono'
import { expect, it } from 'vitest'
import type { EdgeEnv } from './context'
import { pageCache } from './page-cache'

/** The page cache in front of a render step that counts its renders. */
function cachedPages(maxEntries: number) {
  const app = new Hono<EdgeEnv>()
  const rendered: string[] = []
  let requests = 0
  app.use(async (c, next) => {
    c.set('lang', 'en')
    c.set('token', undefined)
    c.set('nonce', `nonce${requests++}`)
    await next()
  })
  app.use(pageCache({ version: () => 'v1', maxEntries, refetch: (request) => app.fetch(request) }))
  app.get('*', (c) => {
    rendered.push(c.req.path)
    c.set('renderedPage', true)
    return c.html(`<p nonce="${c.var.nonce}">${c.req.path}</p>`)
  })
  const get = async (path: string) => {
    const response = await app.request(path)
    await response.text()
    return response.headers.get('x-page-cache') ?? 'rendered'
  }
  return { get, rendered }
}

it('drops the least recently asked page when full, not the oldest', async () => {
  const { get, rendered } = cachedPages(2)
  expect(await get('/en/menu')).toBe('rendered')
  expect(await get('/en/contacts')).toBe('rendered')
  expect(await get('/en/menu')).toBe('hit')
  // Full: the contacts page, asked for longest ago, makes room.
  expect(await get('/en/delivery')).toBe('rendered')
  expect(await get('/en/menu')).toBe('hit')
  expect(await get('/en/contacts')).toBe('rendered')
  expect(rendered).toEqual(['/en/menu', '/en/contacts', '/en/delivery', '/en/contacts'])
})
