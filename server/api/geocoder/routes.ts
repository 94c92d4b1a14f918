import type { Context } from 'hono'
import { type Limit, record, retryAfter } from '#server/api/auth/rate-limit'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import type { Logger } from '#server/log'
import type { AddressSuggestion } from '#shared/contract/geocoder'
import * as contract from '#shared/contract/geocoder'
import { translate } from '#shared/i18n'
import type { Geocoder } from './providers'

/** A slow or failing provider leaves the customer choosing the zone by name within this. */
export const GEOCODER_TIMEOUT_MS = 700
// Each address asks the provider once a day at most; the shop's streets are few.
const CACHE_MS = 24 * 60 * 60 * 1000
const CACHE_SIZE = 2000
/** Asks of the provider one address may cause (cached answers are free): type-ahead's pace. */
export const GEOCODE_LIMIT: Limit = { bucket: 'geocode:ip', max: 60, windowMs: 60_000 }

export type GeocoderDeps = {
  db: Database
  log: Logger
  geocoder: Geocoder | null
  now: () => Date
  /** GEOCODER_TIMEOUT_MS unless given (a test on a busy machine gives a working provider more). */
  timeoutMs?: number
}

/** Remembers answers in this process, the oldest dropped first. */
function answerCache() {
  const entries = new Map<string, { at: number; suggestions: AddressSuggestion[] }>()
  return {
    get(key: string, now: number) {
      const hit = entries.get(key)
      return hit && now - hit.at < CACHE_MS ? hit.suggestions : undefined
    },
    set(key: string, suggestions: AddressSuggestion[], now: number) {
      entries.delete(key)
      entries.set(key, { at: now, suggestions })
      if (entries.size > CACHE_SIZE) entries.delete(entries.keys().next().value!)
    },
  }
}

/**
 * GET /api/address-suggestions (and /reverse): the configured geocoder behind a cache and a rate
 * limit; GET /api/geocoder says whether there is one.
 */
export function geocoderRoutes({
  db,
  log,
  geocoder,
  now,
  timeoutMs = GEOCODER_TIMEOUT_MS,
}: GeocoderDeps) {
  const app = contractApp()
  const cache = answerCache()

  /**
   * The provider's answer for `key`: cached, else asked within the rate limit and the timeout. A
   * slow or failing provider gives nothing (never a stuck checkout: the zone is chosen by name).
   */
  async function ask(
    c: Context,
    geocoder: Geocoder,
    key: string,
    call: (signal: AbortSignal) => Promise<AddressSuggestion[]>,
  ) {
    const at = now()
    const cached = cache.get(key, at.getTime())
    if (cached) return cached
    const ip = c.req.header('x-client-ip') ?? 'unknown'
    const wait = await retryAfter(db, GEOCODE_LIMIT, ip, at)
    if (wait > 0) {
      throw new ApiError(429, translate(requestLang(c), 'auth.tooMany'), undefined, {
        'Retry-After': String(wait),
      })
    }
    await record(db, GEOCODE_LIMIT.bucket, ip, at)
    try {
      const found = await call(AbortSignal.timeout(timeoutMs))
      cache.set(key, found, at.getTime())
      return found
    } catch (error) {
      log.warn({ event: 'geocoder_failed', provider: geocoder.name, err: error }, 'geocoder failed')
      return []
    }
  }

  app.openapi(contract.geocoderInfo, (c) =>
    c.json({ data: { provider: geocoder?.name ?? null } }, 200),
  )

  app.openapi(contract.addressSuggestions, async (c) => {
    const typeAhead = geocoder?.typeAhead ?? false
    if (!geocoder) return c.json({ data: [], typeAhead }, 200)
    const lang = requestLang(c)
    const { q } = c.req.valid('query')
    const key = `${lang}:${q.toLowerCase().replace(/\s+/g, ' ')}`
    const data = await ask(c, geocoder, key, (signal) => geocoder.search(q, lang, signal))
    return c.json({ data, typeAhead }, 200)
  })

  app.openapi(contract.reverseAddress, async (c) => {
    if (!geocoder) return c.json({ data: null }, 200)
    const lang = requestLang(c)
    const point = c.req.valid('query')
    // About 10 m: a phone's fix moves more than that between two taps at the same door.
    const key = `${lang}@${point.lat.toFixed(4)},${point.lng.toFixed(4)}`
    const [data = null] = await ask(c, geocoder, key, async (signal) => {
      const found = await geocoder.reverse(point, lang, signal)
      return found ? [found] : []
    })
    return c.json({ data }, 200)
  })

  return app
}
