import { apiLanguage, type Lang } from './locales'

/** Spec §8: errors carry a message and, for 422, a field-to-message map. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }
}

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>

export type ApiClientOptions = {
  fetch: Fetcher
  lang: Lang
  /** Sent as `Authorization: Bearer` whenever present (spec §6). */
  token?: string | undefined
  timeoutMs?: number
  onUnauthorized?: () => void
}

/** One client for the browser, SSR in-process and SSR over HTTP; 401 handling lives here once. */
export function createApiClient(options: ApiClientOptions) {
  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    headers?: HeadersInit,
  ): Promise<T> {
    // A form (a photo upload) is sent as multipart: the browser writes its Content-Type.
    const form = typeof FormData !== 'undefined' && body instanceof FormData
    const init: RequestInit = {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': apiLanguage(options.lang),
        ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: form ? (body as FormData) : JSON.stringify(body) }),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    }
    const response = await options.fetch(path, init)
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.()
      throw new ApiError(
        response.status,
        typeof data.message === 'string' ? data.message : response.statusText,
        (data.errors as Record<string, string> | undefined) ?? undefined,
      )
    }
    return data as T
  }
  return {
    get: <T>(path: string, headers?: HeadersInit) => call<T>('GET', path, undefined, headers),
    post: <T>(path: string, body: unknown = {}, headers?: HeadersInit) =>
      call<T>('POST', path, body, headers),
    delete: <T>(path: string, headers?: HeadersInit) => call<T>('DELETE', path, undefined, headers),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * By name, not `instanceof`: the server's API client and the pages' code are bundled apart, each
 * with its own copy of the class.
 */
export function isApiError(error: unknown, status?: number): error is ApiError {
  const candidate = error as ApiError | null
  return candidate?.name === 'ApiError' && (status === undefined || candidate.status === status)
}
