import type {
  Method,
  Path,
  RouteAnswer,
  RouteAt,
  RouteBody,
  RouteParams,
  RouteQuery,
} from './contract/routes'
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

/** The options a call needs beside its body: the path's params when it has some, the query, headers. */
export type CallOptions<R> = (RouteParams<R> extends undefined
  ? { params?: never }
  : { params: RouteParams<R> }) &
  (RouteQuery<R> extends undefined ? { query?: never } : { query?: RouteQuery<R> }) & {
    headers?: HeadersInit
  }

/** The options are required exactly when the path has params. */
type OptionsArgs<R> =
  RouteParams<R> extends undefined ? [options?: CallOptions<R>] : [options: CallOptions<R>]

/** A body is required exactly when the endpoint takes one. */
type BodyArgs<R> =
  RouteBody<R> extends undefined
    ? [body?: undefined, ...OptionsArgs<R>]
    : Record<string, never> extends RouteBody<R>
      ? [body?: RouteBody<R>, ...OptionsArgs<R>]
      : [body: RouteBody<R>, ...OptionsArgs<R>]

/** What a POST to this path takes, for a helper that passes its caller's body on. */
export type BodyOf<P extends Path<'post'>> = RouteBody<RouteAt<'post', P>>

/** What this method and path answer, for a helper that hands its caller the answer. */
export type AnswerOf<M extends Method, P extends Path<M>> = RouteAnswer<RouteAt<M, P>>

/** A call's options unchecked, for a wrapper that passes them on. */
export type Options = {
  params?: Record<string, string | number> | undefined
  query?: Record<string, unknown> | undefined
  headers?: HeadersInit | undefined
}

/** The path as the contract writes it, its `{name}` params filled in and the query appended. */
export function fillPath(path: string, { params, query }: Options = {}) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${path}: no value for {${name}}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value))
  }
  const queryString = search.toString()
  return queryString ? `${filled}?${queryString}` : filled
}

/**
 * One client for the browser, SSR in-process and SSR over HTTP; 401 handling lives here once. An
 * endpoint is named by its method and path as the contract writes them, which gives the call its
 * params, query, body and answer.
 */
export function createApiClient(options: ApiClientOptions) {
  async function call(
    method: Method,
    path: string,
    body: unknown,
    { headers, ...where }: Options = {},
  ): Promise<unknown> {
    // A form (a photo upload) is sent as multipart: the browser writes its Content-Type.
    const form = typeof FormData !== 'undefined' && body instanceof FormData
    // A POST without a body still sends an empty JSON object, as the API expects JSON.
    const sent = method === 'post' ? (body ?? {}) : body
    const init: RequestInit = {
      method: method.toUpperCase(),
      headers: {
        Accept: 'application/json',
        'Accept-Language': apiLanguage(options.lang),
        ...(sent === undefined || form ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...headers,
      },
      ...(sent === undefined ? {} : { body: form ? (sent as FormData) : JSON.stringify(sent) }),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    }
    const response = await options.fetch(fillPath(path, where), init)
    const data = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized?.()
      throw new ApiError(
        response.status,
        typeof data.message === 'string' ? data.message : response.statusText,
        (data.errors as Record<string, string> | undefined) ?? undefined,
      )
    }
    return data
  }
  return {
    get: <P extends Path<'get'>>(path: P, ...[where]: OptionsArgs<RouteAt<'get', P>>) =>
      call('get', path, undefined, where as Options) as Promise<RouteAnswer<RouteAt<'get', P>>>,
    post: <P extends Path<'post'>>(path: P, ...[body, where]: BodyArgs<RouteAt<'post', P>>) =>
      call('post', path, body, where as Options) as Promise<RouteAnswer<RouteAt<'post', P>>>,
    delete: <P extends Path<'delete'>>(path: P, ...[where]: OptionsArgs<RouteAt<'delete', P>>) =>
      call('delete', path, undefined, where as Options) as Promise<
        RouteAnswer<RouteAt<'delete', P>>
      >,
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
