import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import { translate } from '../../shared/i18n'
import { langFromApiHeader } from '../../shared/locales'

/** The API's one error type: spec §8's `{ message, errors? }` with its status. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

/** Turns every failure into the spec's shape in one place; unknown errors are logged and hidden. */
export function toErrorResponse(error: unknown, c: Context, log: Logger): Response {
  if (error instanceof ApiError) {
    const body = error.errors
      ? { message: error.message, errors: error.errors }
      : { message: error.message }
    return c.json(body, error.status, error.headers)
  }
  if (error instanceof HTTPException) {
    // Hono's validator says this in English only.
    const message = /malformed json/i.test(error.message)
      ? translate(langFromApiHeader(c.req.header('accept-language')), 'api.malformedJson')
      : error.message || 'Request failed'
    return c.json({ message }, error.status)
  }
  log.error({ err: error }, 'unhandled API error')
  return c.json({ message: 'Internal Server Error' }, 500)
}
