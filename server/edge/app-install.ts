import { Hono } from 'hono'
import { THEME_COLOR } from '#shared/app-install'
import { CART_KEY } from '#shared/cart'
import { translate } from '#shared/i18n'
import { DEFAULT_LANG, isLang, type Lang, LOCALE_TAGS, localizePath } from '#shared/locales'
import type { EdgeEnv } from './context'

const ICONS = [
  { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
]

/** `?lang=` names the language; anything else is the default language's. */
function langOf(query: string | undefined): Lang {
  return isLang(query) ? query : DEFAULT_LANG
}

/**
 * The web app manifest of one language (issue 39): every language is the same app (one `id`),
 * opening on its own home page, with shortcuts to the menu and the customer's orders.
 */
export function appManifest(lang: Lang) {
  const t = (key: string) => translate(lang, key)
  const shortcutIcons = [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }]
  return {
    id: '/',
    name: t('app.name'),
    short_name: t('app.shortName'),
    description: t('app.description'),
    lang: LOCALE_TAGS[lang],
    dir: 'ltr',
    start_url: localizePath('/', lang),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: ICONS,
    shortcuts: [
      { name: t('app.shortcutMenu'), url: localizePath('/menu', lang), icons: shortcutIcons },
      {
        name: t('app.shortcutOrders'),
        url: localizePath('/account/orders', lang),
        icons: shortcutIcons,
      },
    ],
  }
}

const escapeHtml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * What the service worker shows for a page the network cannot bring: the cart kept in this
 * browser (its count; no prices, which only the server may say) and a way back.
 */
function offlinePage(lang: Lang, nonce: string): string {
  // The cart's count is filled in by the page's script.
  const t = (key: string) => escapeHtml(translate(lang, key, { count: '{{count}}' }))
  // The cart's lines as client/shop/stores/cart.ts keeps them; a broken list counts as empty.
  const script = `(() => {
  let count = 0
  try {
    const lines = JSON.parse(localStorage.getItem(${JSON.stringify(CART_KEY)}) || '[]')
    for (const line of Array.isArray(lines) ? lines : []) {
      if (Number.isSafeInteger(line && line.quantity) && line.quantity > 0) count += line.quantity
    }
  } catch {}
  const cart = document.getElementById('cart')
  cart.textContent = count > 0 ? cart.dataset.full.replace('{{count}}', count) : cart.dataset.empty
  document.getElementById('retry').addEventListener('click', () => location.reload())
})()`
  return `<!doctype html>
<html lang="${LOCALE_TAGS[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLOR}">
<title>${t('app.offlineTitle')} · ${t('app.shortName')}</title>
<style nonce="${nonce}">
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1c1c1c;background:#fff}
main{max-width:32rem;margin:0 auto;padding:3rem 1.25rem;text-align:center}
img{width:96px;height:96px}
h1{font-size:1.5rem;margin:1rem 0 .5rem}
#cart{font-weight:600}
.note{color:#555;font-size:.875rem}
button{margin-top:1.5rem;min-height:48px;padding:0 1.5rem;border:0;border-radius:24px;background:${THEME_COLOR};color:#fff;font:inherit;font-weight:600}
</style>
</head>
<body>
<main>
<img src="/icon-192.png" alt="">
<h1>${t('app.offlineTitle')}</h1>
<p>${t('app.offlineText')}</p>
<p id="cart" role="status" data-full="${t('app.offlineCart')}" data-empty="${t('app.offlineCartEmpty')}"></p>
<p class="note">${t('app.offlinePrices')}</p>
<button type="button" id="retry">${t('app.retry')}</button>
</main>
<script nonce="${nonce}">${script}</script>
</body>
</html>`
}

/** The manifest and the offline page, per language (docs/app.md). */
export function appInstallRoutes() {
  const app = new Hono<EdgeEnv>()
  app.get('/manifest.webmanifest', (c) => {
    c.header('Content-Type', 'application/manifest+json; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(JSON.stringify(appManifest(langOf(c.req.query('lang')))))
  })
  app.get('/offline', (c) => {
    // The worker fetches it fresh on install; its CSP nonce travels with it into the cache.
    c.header('Cache-Control', 'no-cache')
    c.header('X-Robots-Tag', 'noindex')
    return c.html(offlinePage(langOf(c.req.query('lang')), c.var.nonce))
  })
  return app
}
