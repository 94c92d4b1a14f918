import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

describe.each(ENGINES)('share previews (og:image) on %s', (engine) => {
  const t = useApi(engine)

  it.each([
    '/api/share/en/products/kaliforniia-sies-syomga.jpg',
    '/api/share/bg/products/set-sakura.jpg',
    '/api/share/uk/home.jpg',
  ])('%s is a 1200 × 630 JPEG that crawlers may keep an hour', async (path) => {
    const answer = await t.api.request(path)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/jpeg')
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
    const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata()
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    })
  })

  it('draws each product its own preview', async () => {
    const bytes = async (slug: string) =>
      Buffer.from(await (await t.api.request(`/api/share/en/products/${slug}.jpg`)).arrayBuffer())
    expect((await bytes('maki-s-ton')).equals(await bytes('maki-sies-syomga'))).toBe(false)
  })

  it.each([
    '/api/share/en/products/no-such-roll.jpg',
    '/api/share/en/products/set-sakura.png',
    '/api/share/xx/home.jpg',
  ])('answers 404 for %s', async (path) => {
    expect((await t.api.request(path)).status).toBe(404)
  })
})
