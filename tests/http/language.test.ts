import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANGS } from '#shared/locales'
import { BROWSER, createTestApp } from './app'

const { app } = await createTestApp()
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { 'User-Agent': BROWSER, ...headers } })

describe('language', () => {
  it.each([
    ['/', 'bg-BG'],
    ['/ru', 'ru-RU'],
    ['/en/menu', 'en-US'],
    ['/uk/delivery', 'uk-UA'],
  ])('%s renders <html lang="%s">', async (path, tag) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(`<html lang="${tag}">`)
  })

  it('stores the language of a prefixed path for 365 days', async () => {
    const response = await get('/en/menu')
    expect(response.headers.get('set-cookie')).toBe(
      'lang=en; Max-Age=31536000; Path=/; SameSite=Lax',
    )
  })

  it('sends the root to the stored language first', async () => {
    const response = await get('/', { Cookie: 'lang=ru', 'Accept-Language': 'en' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/ru')
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language')
    expect(response.headers.get('cache-control')).toMatch(/private/)
  })

  it('then to the best Accept-Language by q-weight, keeping the query', async () => {
    const response = await get('/?utm_source=x', {
      'Accept-Language': 'de;q=1, uk;q=0.8, en;q=0.9',
    })
    expect(response.headers.get('location')).toBe('/en?utm_source=x')
  })

  it('reads ua as Ukrainian', async () => {
    const response = await get('/', { 'Accept-Language': 'ua' })
    expect(response.headers.get('location')).toBe('/uk')
  })

  it('falls back to Bulgarian, served at the root with Vary', async () => {
    const response = await get('/', { 'Accept-Language': 'de, fr;q=0.5' })
    expect(response.status).toBe(200)
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language')
    expect(await response.text()).toContain('<html lang="bg-BG">')
  })

  it('a stored bg cookie wins over Accept-Language', async () => {
    const response = await get('/', { Cookie: 'lang=bg', 'Accept-Language': 'en' })
    expect(response.status).toBe(200)
  })

  it('negotiates only at the root', async () => {
    const response = await get('/menu', { Cookie: 'lang=en', 'Accept-Language': 'en' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html lang="bg-BG">')
  })

  it('always lands on a supported language, whatever the headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 10_000 }),
        fc.string({ maxLength: 200 }),
        async (accept, cookie) => {
          const response = await app.request('/', {
            headers: { 'Accept-Language': accept, Cookie: `lang=${encodeURIComponent(cookie)}` },
          })
          expect([200, 302]).toContain(response.status)
          const location = response.headers.get('location')
          if (location) expect(LANGS.map((l) => `/${l}`)).toContain(location)
        },
      ),
      { numRuns: 60 },
    )
  })
})
