// `npm run bench`: the production server against a plain route of itself and against React's own
// renderToString of the same menu tree, on 127.0.0.1, bounded in time. Ratios come from one run.
import { execSync, fork } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { firstLoadBytes } from '../bench/first-load.mjs'
import { startProductionServer, UNCACHED_QUERY } from './production-server.mjs'

const DURATION = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const BARE_PORT = 3311
const BYTES_PORT = 3312
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date'])

if (!existsSync('dist/node.mjs')) execSync('node scripts/build.mjs', { stdio: 'inherit' })
execSync('npx vite build --config bench/vite.config.ts', { stdio: 'inherit' })

const app = await startProductionServer({ env: { LOG_LEVEL: 'silent' } })
// A failed run exits from anywhere below; the server never outlives it.
process.on('exit', () => app.child.kill('SIGKILL'))
const base = app.base

// The menu page's data, as the page's own data hook asks for it.
const headers = { 'Accept-Language': 'en' }
const [categories, products, settings, options] = await Promise.all(
  [
    '/api/get-categories-without-products',
    '/api/products',
    '/api/get-options',
    '/api/important-update-date',
  ].map((path) => fetch(base + path, { headers }).then((r) => r.json())),
)
const pageContext = {
  locale: 'en',
  urlPathname: '/menu',
  urlParsed: { pathname: '/menu', search: {}, searchOriginal: null },
  config: { pageKey: 'menu' },
  signedIn: false,
  site: { ...settings.settings, ...options.options },
  data: {
    categories,
    filters: { tags: [], exclude: [], without: [], sort: 'popularity' },
    unknownAllergens: [],
    current: null,
    sections: categories.map((c) => ({
      ...c,
      products: products.data.filter((p) => p.categoryId === c.id),
    })),
  },
}
const contextFile = join(app.folder, 'page-context.json')
writeFileSync(contextFile, JSON.stringify(pageContext))
await startChild('bench/bare-server.mjs', {
  PORT: String(BARE_PORT),
  PAGE_CONTEXT_FILE: contextFile,
})

// As a browser asks: the page cache answers it with the page it keeps gzipped.
const browser = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
  'Accept-Encoding': 'gzip, deflate, br, zstd',
  Cookie: 'lang=en; attention=1',
}
// The cached menu exactly as a browser gets it, served again by a server that does nothing else.
await rawGet(`${base}/en/menu`, browser)
const cachedMenu = await rawGet(`${base}/en/menu`, browser)
const bodyFile = join(app.folder, 'menu.gz')
writeFileSync(bodyFile, cachedMenu.body)
await startChild('bench/bytes-server.mjs', {
  PORT: String(BYTES_PORT),
  BODY_FILE: bodyFile,
  HEADERS: JSON.stringify(cachedMenu.headers),
})

/** A child server of the bench's, killed when the bench exits; resolves once it listens. */
async function startChild(script, env) {
  const child = fork(script, { env: { ...process.env, NODE_ENV: 'production', ...env } })
  process.on('exit', () => child.kill())
  await new Promise((resolve) => child.once('message', resolve))
}

/** The answer's bytes as they came (fetch would unzip them) and its end-to-end headers. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () => {
        const kept = Object.entries(response.headers).filter(
          ([name]) => !HOP_BY_HOP.has(name) && name !== 'content-length',
        )
        resolve({ body: Buffer.concat(chunks), headers: Object.fromEntries(kept) })
      })
    }).on('error', reject)
  })
}

async function measure(name, url, requestHeaders = {}) {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: requestHeaders })
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: requestHeaders,
  })
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    kb: Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 102.4) / 10,
  }
}

// A signed-in customer's pages, uncompressed like the bare render they are compared with.
const signedIn = {
  ...browser,
  'Accept-Encoding': 'identity',
  Cookie: `${browser.Cookie}; auth_token=bench-session-token-0123456789abcdef`,
}
const rows = [
  await measure('plain text route (/healthz)', `${base}/healthz`),
  await measure('bare React renderToString, menu tree', `http://127.0.0.1:${BARE_PORT}/`),
  await measure('menu page /en/menu, anonymous (page cache)', `${base}/en/menu`, browser),
  // The most the load generator takes in of that answer here: the cache's bound on this machine.
  await measure(
    'the same answer from a bare node:http server (ceiling)',
    `http://127.0.0.1:${BYTES_PORT}/`,
    browser,
  ),
  await measure('menu page /en/menu, anonymous (page cache), uncompressed', `${base}/en/menu`, {
    ...browser,
    'Accept-Encoding': 'identity',
  }),
  await measure(
    'menu page /en/menu, uncached render',
    `${base}/en/menu${UNCACHED_QUERY}`,
    signedIn,
  ),
  await measure('menu page /en/menu, signed in (page cache)', `${base}/en/menu`, signedIn),
  // A nearly empty page through the same stack: what any render costs besides the page's own tree.
  await measure(
    'favorites page /en/favorites, uncached render',
    `${base}/en/favorites${UNCACHED_QUERY}`,
    signedIn,
  ),
  await measure('home page /en, anonymous (page cache)', `${base}/en`, browser),
  // What each click of an anonymous visitor's client navigation asks for.
  await measure(
    'menu page data /en/menu/index.pageContext.json, anonymous (page cache)',
    `${base}/en/menu/index.pageContext.json`,
    browser,
  ),
  await measure('menu API /api/menu (warm cache)', `${base}/api/menu`, { 'Accept-Language': 'en' }),
  // As an app or a browser asks: compressed, its brotli bytes kept by the catalog's ETag.
  await measure('menu API /api/menu (warm cache), brotli', `${base}/api/menu`, {
    'Accept-Language': 'en',
    'Accept-Encoding': 'br',
  }),
]
const plain = rows[0].rps
const bareRps = rows[1].rps
console.log(`\n${DURATION} s per target, ${CONNECTIONS} connections, Node ${process.version}\n`)
console.log('| target | req/s | p50 ms | p99 ms | KB/resp | × plain | × bare React | errors |')
console.log('|---|---|---|---|---|---|---|---|')
for (const r of rows) {
  console.log(
    `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.kb} | ${(r.rps / plain).toFixed(3)} | ${(r.rps / bareRps).toFixed(2)} | ${r.errors} |`,
  )
}
const home = await (await fetch(`${base}/en`, { headers: browser })).text()
const firstLoad = firstLoadBytes(home, 'dist/client')
console.log(
  `\nFirst load of /en (gzip -9): JavaScript ${(firstLoad.javascript / 1024).toFixed(1)} KB, messages ${(firstLoad.messages / 1024).toFixed(1)} KB`,
)
await app.stop()
process.exit(0)
