import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { databaseRequest } from '#server/db/queue'
import type { JobQueue } from '#server/jobs/queue'
import { jsonCharset } from '#server/json-charset'
import { translate } from '#shared/i18n'
import { refuseControlCharacters } from './control-characters'
import { ApiError } from './errors'
import { requestLang } from './validate'

const MAX_BODY_BYTES = 64 * 1024
// A legal page in four languages is the one long text staff send (a privacy notice runs to pages).
const LEGAL_BODY_BYTES = 512 * 1024

/** What every API request passes first: the charset, the database's queue, an open job queue. */
export function requestRules(jobs: JobQueue, log: Logger): MiddlewareHandler[] {
  // A change may send a job inside its transaction, which must find the queues read: read then,
  // they would wait for the connection the transaction holds (jobs/queue.ts). Reads never wait,
  // so the menu still answers from its cache while the database is away.
  jobs.open().catch((error) => log.error({ err: error }, 'the job queue did not open'))
  return [
    jsonCharset(),
    // The embedded database may refuse a request at its first query when overloaded (db/queue.ts).
    (_c, next) => databaseRequest(next),
    async (c, next) => {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await jobs.open()
      await next()
    },
  ]
}

/** What a JSON body must be: small, JSON, without control characters. Uploads are mounted before. */
export function bodyRules(): MiddlewareHandler[] {
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => {
        throw new ApiError(413, translate(requestLang(c), 'api.payloadTooLarge'))
      },
    })
  const limits = { any: limitOf(MAX_BODY_BYTES), legal: limitOf(LEGAL_BODY_BYTES) }
  return [
    (c, next) =>
      (c.req.path.startsWith('/api/operator/legal/') ? limits.legal : limits.any)(c, next),
    // A JSON API only takes JSON bodies (ASVS 3.5.2: form content types are how CSRF arrives).
    async (c, next) => {
      const method = c.req.method
      if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
        const type = c.req.header('content-type') ?? ''
        if (!/^application\/json\s*(;|$)/i.test(type)) {
          throw new ApiError(415, translate(requestLang(c), 'api.unsupportedMediaType'))
        }
      }
      await next()
    },
    refuseControlCharacters(),
  ]
}
