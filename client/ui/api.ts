import { createApiClient } from '#shared/api-client'
import type { Lang } from '#shared/locales'

const API_TIMEOUT_MS = 10_000

/** The browser's API client: same origin, the session cookie goes along; 401 signs out (spec §8). */
export function browserApi(lang: Lang, onUnauthorized?: () => void) {
  return createApiClient({
    lang,
    timeoutMs: API_TIMEOUT_MS,
    fetch: (path, init) => fetch(path, { ...init, credentials: 'same-origin' }),
    ...(onUnauthorized ? { onUnauthorized } : {}),
  })
}
