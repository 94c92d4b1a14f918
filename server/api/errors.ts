import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import { databaseBusy } from '#server/db/queue'
import { IMAGE_RETRY_AFTER_SECONDS, ImagesBusy } from '#server/images/jobs'
import { translate } from '#shared/i18n'
import { langFromApiHeader } from '#shared/locales'

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

// An error is about one moment: a cache that kept a 503 would keep the shop down after it recovers.
const NOT_STORED = { 'Cache-Control': 'no-store' }
// PGlite works through a full queue in well under a second.
const BUSY_RETRY_AFTER_SECONDS = '1'

/** Turns every failure into the spec's shape in one place; unknown errors are logged and hidden. */
export function toErrorResponse(error: unknown, c: Context, log: Logger): Response {
  const lang = () => langFromApiHeader(c.req.header('accept-language'))
  if (error instanceof ApiError) {
    const body = error.errors
      ? { message: error.message, errors: error.errors }
      : { message: error.message }
    return c.json(body, error.status, { ...NOT_STORED, ...error.headers })
  }
  if (error instanceof HTTPException) {
    // Hono's validator says this in English only.
    const message = /malformed json/i.test(error.message)
      ? translate(lang(), 'api.malformedJson')
      : error.message || 'Request failed'
    return c.json({ message }, error.status, NOT_STORED)
  }
  const busy = databaseBusy(error)
  if (busy) {
    log.warn({ event: 'database_busy', queued: busy.queued }, 'database busy')
    return c.json({ message: translate(lang(), 'api.unavailable') }, 503, {
      ...NOT_STORED,
      'Retry-After': BUSY_RETRY_AFTER_SECONDS,
    })
  }
  if (error instanceof ImagesBusy) {
    log.warn({ event: 'images_busy' }, 'image jobs busy')
    return c.json({ message: translate(lang(), 'api.imagesBusy') }, 503, {
      ...NOT_STORED,
      'Retry-After': String(IMAGE_RETRY_AFTER_SECONDS),
    })
  }
  log.error({ err: error }, 'unhandled API error')
  return c.json({ message: 'Internal Server Error' }, 500, NOT_STORED)
}
