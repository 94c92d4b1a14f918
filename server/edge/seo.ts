import { Hono } from 'hono'
import type { MenuSection, Promotion } from '#shared/contract/catalog'
import { LEGAL_DOCS, legalPath } from '#shared/legal'
import { DEFAULT_LANG, LANGS, localizePath } from '#shared/locales'

type FetchApi = (path: string) => Promise<Response>

const PRIVATE = ['/account', '/checkout', '/operator', '/track']

function escapeXml(text: string) {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Every indexable page, unprefixed (the sitemap lists each in all four languages). */
async function indexablePaths(fetchApi: FetchApi): Promise<string[]> {
  const [menu, promotions] = await Promise.all([
    fetchApi('/api/menu').then((r) => r.json() as Promise<{ data: MenuSection[] }>),
    fetchApi('/api/promotions').then((r) => r.json() as Promise<{ data: Promotion[] }>),
  ])
  return [
    '/',
    '/menu',
    ...menu.data.map((s) => `/menu/${s.slug}`),
    ...menu.data.flatMap((s) => s.products.map((p) => `/product/${p.slug}`)),
    '/promotions',
    ...promotions.data.map((p) => `/promotions/${p.slug}`),
    '/delivery',
    '/contacts',
    '/company',
    ...LEGAL_DOCS.map(legalPath),
  ]
}

/** sitemap.xml with hreflang alternates, and robots.txt, from the configured origin. */
export function seoRoutes(options: { origin: string; fetchApi: FetchApi; lastmod: string }) {
  const app = new Hono()
  const url = (path: string) => new URL(path, options.origin).toString()

  app.get('/sitemap.xml', async (c) => {
    const paths = await indexablePaths(options.fetchApi)
    const entries = paths.flatMap((path) => {
      const links = [
        ...LANGS.map((lang) => [lang, url(localizePath(path, lang))]),
        ['x-default', url(localizePath(path, DEFAULT_LANG))],
      ]
        .map(
          ([lang, href]) =>
            `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href!)}"/>`,
        )
        .join('')
      return LANGS.map(
        (lang) =>
          `<url><loc>${escapeXml(url(localizePath(path, lang)))}</loc><lastmod>${options.lastmod}</lastmod>${links}</url>`,
      )
    })
    c.header('Cache-Control', 'public, max-age=3600')
    c.header('Content-Type', 'application/xml; charset=utf-8')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
    )
  })

  app.get('/robots.txt', (c) => {
    const disallowed = LANGS.flatMap((lang) =>
      PRIVATE.map((path) => `Disallow: ${localizePath(path, lang)}`),
    )
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(
      [
        'User-agent: *',
        ...disallowed,
        'Disallow: /api/',
        '',
        `Sitemap: ${url('/sitemap.xml')}`,
        '',
      ].join('\n'),
    )
  })
  return app
}
