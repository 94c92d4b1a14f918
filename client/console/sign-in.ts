import { createApiClient, isApiError } from '#shared/api-client'
import type { Lang } from '#shared/locales'

export type SignInFields = { email: string; password: string; code?: string }

export type SignInOutcome =
  | { kind: 'signed-in' }
  /** The account has two-step sign-in: the code is missing or wrong (the API's message says which). */
  | { kind: 'code'; message: string }
  | { kind: 'locked'; minutes: number }
  /** Refused with the API's message; an empty one when the API could not be reached. */
  | { kind: 'refused'; message: string }

const SIGN_IN_TIMEOUT_MS = 10_000

/**
 * Staff sign-in through the edge, which keeps the token as the HttpOnly staff cookie. A lock-out
 * says how long it lasts only in its Retry-After header, which the shared client's errors do not
 * carry, so this request reads the header on its way through.
 */
export async function signIn(lang: Lang, fields: SignInFields): Promise<SignInOutcome> {
  let retryAfterSeconds = 0
  const api = createApiClient({
    lang,
    timeoutMs: SIGN_IN_TIMEOUT_MS,
    fetch: async (path, init) => {
      const response = await fetch(path, { ...init, credentials: 'same-origin' })
      retryAfterSeconds = Number(response.headers.get('Retry-After')) || 0
      return response
    },
  })
  try {
    await api.post('/api/operator/sign-in', fields)
    return { kind: 'signed-in' }
  } catch (error) {
    if (isApiError(error, 429)) {
      return { kind: 'locked', minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }
    }
    if (isApiError(error, 401) && error.errors?.code) {
      return { kind: 'code', message: error.errors.code }
    }
    return { kind: 'refused', message: isApiError(error) ? error.message : '' }
  }
}
