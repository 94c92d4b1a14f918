import { Hono } from 'hono'
import type { Logger } from 'pino'
import { toErrorResponse } from './errors'

export type ApiDeps = { log: Logger }

/** The restaurant's JSON API, mounted at /api and called in-process by SSR. */
export function createApi(deps: ApiDeps) {
  const api = new Hono().basePath('/api')
  api.notFound((c) => c.json({ message: `Not found: ${c.req.path}` }, 404))
  api.onError((error, c) => toErrorResponse(error, c, deps.log))
  return api
}

export type Api = ReturnType<typeof createApi>
