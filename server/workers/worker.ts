import pino from 'pino'
// The page files Vike built; renderPage() finds them through this import.
// biome-ignore lint/style/noRestrictedImports: the build's output, beside the sources, has no alias
import '../../dist/server/entry.mjs'
import { createApp } from '#server/app'
import { clientAddress } from '#server/client-address'
import { remoteApi } from '#server/edge/remote-api'
import { staticAssets } from '#server/edge/static-assets'
import { REDACT } from '#server/log'
import { readWorkerEnv } from './env'

// The edge on Cloudflare Workers: the same chain as the Node server (security headers, redirects,
// language, session cookie, payment return, streaming SSR) in front of the Node API at
// API_BASE_URL. Static files come from the Workers assets binding.

/** The build's id, written into the bundle by scripts/build.mjs. */
declare const BUILD_ID: string

type Bindings = Record<string, unknown> & {
  ASSETS: { fetch: (request: Request) => Promise<Response> }
}

/** A proxied API call gives up after this long without an answer (a sign-in sends an SMS first). */
const API_TIMEOUT_MS = 10_000
const BUILD_DAY = new Date().toISOString().slice(0, 10)

let app: ReturnType<typeof createApp> | undefined

function appFor(bindings: Bindings) {
  const env = readWorkerEnv(bindings)
  const log = pino({
    level: env.LOG_LEVEL,
    base: undefined,
    browser: {
      asObject: true,
      // Workers collect console output: one JSON line per entry, secrets censored as in Node.
      // biome-ignore lint/suspicious/noConsole: the console is the Workers log
      write: (entry) => console.log(JSON.stringify(censor(entry))),
    },
  })
  const api = remoteApi({
    baseUrl: env.API_BASE_URL,
    secret: env.EDGE_SECRET,
    timeoutMs: API_TIMEOUT_MS,
  })
  return createApp({
    log,
    https: env.https,
    dev: false,
    trustProxy: false,
    buildId: BUILD_ID,
    api,
    assets: staticAssets(async (c) => {
      const response = await bindings.ASSETS.fetch(c.req.raw)
      return response.ok ? response : null
    }),
    // Cloudflare sets it to the address its edge saw (a client cannot), written as on Node.
    clientIp: (c) => clientAddress({ kind: 'none' }, c.req.header('cf-connecting-ip'), undefined),
    lineSuffix: env.PHONE_SIGNATURE_SUFFIX,
    publicOrigin: env.PUBLIC_ORIGIN,
    analyticsId: env.GA4_MEASUREMENT_ID,
    tiles: { url: env.TILE_URL, attribution: env.TILE_ATTRIBUTION },
    lastmod: BUILD_DAY,
    ready: async () => (await api.fetch(new Request('http://api.internal/readyz'))).ok,
    // The catalog's version lives in the API's process, so an isolate's anonymous pages simply age
    // out (a minute) and are re-rendered behind the stale copy, which stays served while the API is down.
    pageCacheVersion: () => 'by-age',
  })
}

const SECRET_KEYS = new Set(REDACT.filter((path) => !path.includes('.')))

function censor(value: unknown): unknown {
  if (value instanceof Error)
    return { type: value.name, message: value.message, stack: value.stack }
  if (Array.isArray(value)) return value.map(censor)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEYS.has(key) || key === 'cookie' || key === 'authorization'
        ? '[redacted]'
        : censor(inner),
    ]),
  )
}

export default {
  fetch(request: Request, bindings: Bindings, context: unknown) {
    app ??= appFor(bindings)
    return app.fetch(request, bindings, context as never)
  },
}
