import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Logger } from 'pino'
import { translate } from '../../shared/i18n'
import type { Database } from '../db/client'
import { cartRoutes } from './cart/routes'
import { catalogRoutes } from './catalog/routes'
import type { CatalogStore } from './catalog/store'
import { ApiError, toErrorResponse } from './errors'
import { createOpenApi } from './openapi'
import { redirectRoutes } from './redirects'
import { requestLang } from './validate'

export type ApiDeps = { log: Logger; db: Database; catalog: CatalogStore }

const MAX_BODY_BYTES = 64 * 1024

/** The restaurant's JSON API, mounted at /api and called in-process by SSR. */
export function createApi(deps: ApiDeps) {
  const docs = createOpenApi()
  const api = new Hono().basePath('/api')

  api.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => {
        throw new ApiError(413, translate(requestLang(c), 'api.payloadTooLarge'))
      },
    }),
  )
  // A JSON API only takes JSON bodies (ASVS 3.5.2: form content types are how CSRF arrives).
  api.use(async (c, next) => {
    const method = c.req.method
    if (method === 'POST' || method === 'PUT' || method === 'PATCH') {
      const type = c.req.header('content-type') ?? ''
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new ApiError(415, translate(requestLang(c), 'api.unsupportedMediaType'))
      }
    }
    await next()
  })

  api.route('/', catalogRoutes(deps.catalog, docs))
  api.route('/', cartRoutes(deps.catalog, docs))
  api.route('/', redirectRoutes(deps.db, docs))
  api.get('/openapi.json', (c) => c.json(docs.document()))

  api.notFound((c) => c.json({ message: translate(requestLang(c), 'api.notFound') }, 404))
  api.onError((error, c) => toErrorResponse(error, c, deps.log))
  return Object.assign(api, { docs })
}

export type Api = ReturnType<typeof createApi>
