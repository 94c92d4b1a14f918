import { type ApiClient, fillPath, type Options } from '#shared/api-client'
import type { Lang } from '#shared/locales'
import { keepRecent } from './recently-used'

// The catalog's public reads: the same answer for every visitor in a language (no session, no
// personal field). Pages ask for them on every render; their JSON is parsed once per data version.
const PUBLIC_READ =
  /^\/api\/(?:get-categories-without-products|get-options|important-update-date|get-regions|get-restaurants|dictionaries\/[\w-]+|promotions(?:\/[\w-]+)?|products(?:\/[\w-]+)?)(?:\?|$)/

export type PublicReadsOptions = {
  /** The data version the page cache keys on: a new version drops every answer. */
  version: () => string
  /** Another instance's edits show at the latest after this long (as the page cache). */
  ttlMs?: number
  maxEntries?: number
}

type Entry = { answer: Promise<unknown>; version: string; at: number }

/**
 * Wraps a page's API client so public reads are shared between renders. Shared answers are frozen:
 * a page that changed one in place would change it for every visitor after it.
 */
export function publicReads(options: PublicReadsOptions) {
  const entries = new Map<string, Entry>()
  const ttl = options.ttlMs ?? 60_000
  const max = options.maxEntries ?? 500

  return (client: ApiClient, lang: Lang): ApiClient => {
    // The contract's types hold for the caller; here any path is passed on as asked.
    const ask = client.get as (path: string, where?: Options) => Promise<unknown>
    const get = (path: string, where?: Options): Promise<unknown> => {
      const filled = fillPath(path, where)
      if (where?.headers || !PUBLIC_READ.test(filled)) return ask(path, where)
      const key = `${lang} ${filled}`
      const version = options.version()
      const entry = entries.get(key)
      if (entry && entry.version === version && Date.now() - entry.at < ttl) return entry.answer
      const answer = ask(path, where).then(deepFreeze)
      const fresh = { answer, version, at: Date.now() }
      keepRecent(entries, key, fresh, max)
      // A failure is this render's alone: the next one asks again.
      answer.catch(() => {
        if (entries.get(key) === fresh) entries.delete(key)
      })
      return answer
    }
    return { ...client, get: get as ApiClient['get'] }
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
