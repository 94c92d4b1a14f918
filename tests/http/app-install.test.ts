import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { LANGS } from '#shared/locales'
import { BROWSER, createTestApp } from './app'

const { app } = await createTestApp({ assets: true })

type Manifest = {
  id: string
  name: string
  short_name: string
  lang: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  prefer_related_applications?: boolean
  icons: { src: string; sizes: string; type: string; purpose: string }[]
  shortcuts: { name: string; url: string }[]
}

/** The manifest each language's home page links (rendered once: a cold first render is slow). */
const links = new Map<string, string>()
beforeAll(async () => {
  for (const lang of LANGS) {
    const page = await (
      await app.request(lang === 'bg' ? '/' : `/${lang}`, { headers: { 'User-Agent': BROWSER } })
    ).text()
    const href = /<link rel="manifest" href="([^"]+)"/.exec(page)?.[1]?.replaceAll('&amp;', '&')
    if (href) links.set(lang, href)
  }
})

async function manifestOf(lang: string): Promise<Manifest> {
  const href = links.get(lang)
  expect(href, `the ${lang} home page names its manifest`).toBeDefined()
  const response = await app.request(href!)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/)
  return response.json()
}

describe('the web app manifest', () => {
  it.each(LANGS)(
    'in %s: its names, its home page and shortcuts, one app for all languages',
    async (lang) => {
      const manifest = await manifestOf(lang)
      const start = lang === 'bg' ? '/' : `/${lang}`
      expect(manifest).toMatchObject({
        id: '/',
        scope: '/',
        start_url: start,
        display: 'standalone',
      })
      expect(manifest.theme_color).toBe('#c43500')
      expect(manifest.shortcuts.map((s) => s.url)).toEqual(
        lang === 'bg' ? ['/menu', '/account/orders'] : [`/${lang}/menu`, `/${lang}/account/orders`],
      )
    },
  )

  it('names the app in each language', async () => {
    const names = Object.fromEntries(
      await Promise.all(LANGS.map(async (lang) => [lang, (await manifestOf(lang)).name])),
    )
    expect(names).toEqual({
      bg: 'Ханами Суши',
      ru: 'Ханами Суши',
      en: 'Hanami Sushi',
      uk: 'Ханамі Суші',
    })
    expect((await manifestOf('en')).lang).toBe('en-US')
  })

  // Chromium's installability criteria (what Lighthouse's check asked): a name, a start URL,
  // standalone display, icons of 192 and 512 px; and a maskable icon for Android's shapes.
  it('meets the installability criteria with icons of the sizes it claims', async () => {
    const manifest = await manifestOf('en')
    expect(manifest.short_name.length).toBeGreaterThan(0)
    expect(manifest.prefer_related_applications).not.toBe(true)
    for (const icon of manifest.icons) {
      const response = await app.request(icon.src)
      expect(response.status, icon.src).toBe(200)
      const { width, height, format } = await sharp(
        Buffer.from(await response.arrayBuffer()),
      ).metadata()
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
      expect(format).toBe('png')
    }
    const sizes = (purpose: string) =>
      manifest.icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)
    expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
    expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })

  it('an unknown language gets the default one', async () => {
    const manifest = (await (await app.request('/manifest.webmanifest?lang=xx')).json()) as Manifest
    expect(manifest.start_url).toBe('/')
  })
})

describe('the service worker', () => {
  it('is served at the root as JavaScript, revalidated on every check', async () => {
    const response = await app.request('/sw.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    // Scope "/" is the script's own folder: no Service-Worker-Allowed needed.
    expect(response.headers.get('service-worker-allowed')).toBeNull()
  })

  it('is allowed by the pages’ CSP, as is the manifest', async () => {
    const page = await app.request('/en', { headers: { 'User-Agent': BROWSER } })
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("worker-src 'self'")
    expect(csp).toContain("manifest-src 'self'")
  })
})

describe('the offline page', () => {
  it.each([
    ['en', 'You are offline'],
    ['bg', 'Няма връзка'],
    ['uk', 'Немає з&#39;єднання'],
  ])('in %s says so, and its script runs under the CSP', async (lang, title) => {
    const response = await app.request(`/offline?lang=${lang}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const html = await response.text()
    expect(html).toContain(`<h1>${title}</h1>`)
    // The script fills in the count of the cart this browser keeps.
    expect(html).toMatch(/data-full="[^"]*\{\{count\}\}[^"]*"/)
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
    expect(html).toContain(`<script nonce="${nonce}">`)
  })
})
