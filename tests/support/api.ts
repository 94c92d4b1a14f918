import { afterAll, beforeAll, expect } from 'vitest'
import { z } from 'zod'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { type Api, createApi } from '#server/api'
import { type CatalogStore, createCatalogStore } from '#server/api/catalog/store'
import type { DatabaseHandle } from '#server/db/client'
import type { JobStore } from '#server/jobs/queue'
import { createLogger } from '#server/log'
import { ErrorBody } from '#shared/contract/http'
import type { Lang } from '#shared/locales'
import { contractBreach } from './contract'
import { type Engine, freshDatabase } from './databases'
import { testJobs } from './jobs'

/** One answer of the API, read whole: what a client sees. */
export type Reply<T = unknown> = {
  status: number
  headers: Headers
  text: string
  body: T
}

export type ApiHarness = { api: Api; handle: DatabaseHandle; catalog: CatalogStore }

/** Calls the API in-process; `lang` becomes the Accept-Language header when given. */
export async function send<T = unknown>(
  api: Api,
  path: string,
  init: RequestInit & { lang?: string | undefined } = {},
): Promise<Reply<T>> {
  const { lang, headers, ...rest } = init
  const all = new Headers(headers)
  if (lang !== undefined) all.set('Accept-Language', lang)
  const response = await api.request(path, { ...rest, headers: all })
  const text = await response.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    body = undefined
  }
  // Every answer a test reads is checked against the endpoint's contract.
  const method = (rest.method ?? 'GET').toUpperCase()
  const contentType = response.headers.get('content-type')
  const breach = contractBreach(api, method, path, response.status, contentType, body)
  if (breach) throw new Error(breach)
  return { status: response.status, headers: response.headers, text, body: body as T }
}

/**
 * One fresh, seeded database per engine for the calling file (created in beforeAll, dropped in
 * afterAll) and the API over it. Read the fields inside tests and hooks only.
 */
export function useApi(engine: Engine) {
  let current: ApiHarness | undefined
  beforeAll(async () => {
    const handle = await freshDatabase(engine)
    const catalog = createCatalogStore(handle.db)
    const log = createLogger('silent')
    current = {
      handle,
      catalog,
      api: createApi({ log, db: handle.db, catalog, jobs: testJobs(handle.jobs, log) }),
    }
  })
  afterAll(async () => {
    if (!current) return
    if (current.handle.kind === 'postgres') {
      // freshDatabase's close ends the pool and drops the database "with (force)" at once; a
      // pooled connection still closing then gets the server's termination notice, which the pool
      // re-emits as an 'error' event. Nothing listens by then, so it would crash the worker.
      const pool = (current.handle.db as { $client?: { on?: (e: 'error', f: () => void) => void } })
        .$client
      pool?.on?.('error', () => {})
    }
    await current.handle.close()
  })
  const ready = () => {
    if (!current) throw new Error('the API is not set up yet: use it inside a test or a hook')
    return current
  }
  return {
    get api() {
      return ready().api
    },
    get db() {
      return ready().handle.db
    },
    get catalog() {
      return ready().catalog
    },
    /** LISTEN on this database, for the operator console's live events. */
    get listen() {
      return ready().handle.listen
    },
    /** Where this database keeps its jobs (an API's job queue goes over it). */
    get jobs() {
      return ready().handle.jobs
    },
    get<T = unknown>(path: string, lang?: string, headers?: Record<string, string>) {
      return send<T>(ready().api, path, { lang, headers })
    },
    send<T = unknown>(path: string, init: RequestInit & { lang?: string } = {}) {
      return send<T>(ready().api, path, init)
    },
  }
}

const LOCALES = { bg, ru, en, uk } satisfies Record<Lang, unknown>

/** A message of locales/<lang>.json's "api" section. */
export function apiMessage(lang: Lang, key: keyof typeof en.api): string {
  return LOCALES[lang].api[key]
}

/** A message of locales/<lang>.json's "validation" section, with its {{params}} filled in. */
export function validationMessage(
  lang: Lang,
  key: keyof typeof en.validation,
  params: Record<string, string | number> = {},
): string {
  return LOCALES[lang].validation[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name]),
  )
}

/**
 * Every message of the "validation" section in `lang`, filled in: for checks that only need the
 * message to be a real, translated one (the section grows, e.g. tooLong for strings).
 */
export function validationMessages(
  lang: Lang,
  params: Record<string, string | number> = {},
): string[] {
  return Object.values(LOCALES[lang].validation as Record<string, string>).map((message) =>
    message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name])),
  )
}

/** Spec §8's error body (the contract's), with a message, and nothing else. */
export const ErrorShape = z.strictObject({ ...ErrorBody.shape, message: z.string().min(1) })
export type ErrorShape = z.infer<typeof ErrorShape>

/** What a stack trace or an internal path looks like in a response. */
export const STACK_TRACE = /\bat \S+ \(|\bat (file:|node:|\/)|\.(ts|js|mjs):\d+|node_modules/

/** A JSON error answer with the spec's shape, no internals, and (when given) this message. */
export function expectApiError(reply: Reply, status: number, message?: string) {
  expect(reply.status, reply.text).toBe(status)
  expect(reply.headers.get('content-type')).toMatch(/^application\/json\b/)
  const parsed = ErrorShape.safeParse(reply.body)
  expect(parsed.success, `not an error body: ${reply.text}`).toBe(true)
  expect(reply.text).not.toMatch(STACK_TRACE)
  expect(reply.text).not.toMatch(/"stack"/)
  if (message !== undefined) expect((reply.body as ErrorShape).message).toBe(message)
}

/** An API over no database: enough to read its routes and their documentation. */
function bareApi() {
  const log = createLogger('silent')
  const nowhere: JobStore = {
    database: { executeSql: () => Promise.reject() },
    backend: 'postgres',
  }
  return createApi({
    log,
    db: {} as ApiHarness['handle']['db'],
    catalog: {} as CatalogStore,
    jobs: testJobs(nowhere, log),
  })
}

/** The app's routes for `method` (Hono's `:param` form). */
export function registeredPaths(method: 'GET' | 'POST'): string[] {
  const routes = bareApi().routes.filter((r) => r.method === method && !r.path.includes('*'))
  return [...new Set(routes.map((r) => r.path))]
}

type DocumentedOperation = {
  parameters?: { name: string; in: string }[]
  requestBody?: { content: Record<string, unknown> }
  security?: Record<string, unknown>[]
  'x-staff-role'?: string
}

/** The operations /api/openapi.json documents, in Hono's path form relative to /api. */
export function documentedRoutes(api: Api) {
  const { paths } = api.document() as { paths: Record<string, Record<string, DocumentedOperation>> }
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method,
      path: path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1'),
      role: operation['x-staff-role'],
      auth: operation.security
        ? 'staffBearer' in (operation.security[0] ?? {})
          ? ('staff' as const)
          : true
        : undefined,
      body: Boolean(operation.requestBody),
      upload: Boolean(operation.requestBody?.content['multipart/form-data']),
    })),
  )
}

/** Every documented query parameter, with its operation (paths in Hono's form, under /api). */
export function documentedQueryParameters() {
  const { paths } = bareApi().document() as {
    paths: Record<string, Record<string, DocumentedOperation>>
  }
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query')
        .map(({ name }) => ({ method, path: path.replace(/\{(\w+)\}/g, ':$1'), name })),
    ),
  )
}

/**
 * Where the API answers in JSON-RPC's error shape instead of the spec's, as MCP's clients expect
 * (tests/api/assistant-mcp.test.ts tests it).
 */
export const JSON_RPC_PATH = '/api/mcp'

/** The documented routes taking a JSON body that anyone may call (no session needed), MCP's aside. */
export function publicJsonBodyPaths(): string[] {
  return documentedRoutes(bareApi())
    .filter((route) => route.body && !route.upload && !route.auth && !route.path.includes(':'))
    .filter((route) => `/api${route.path}` !== JSON_RPC_PATH)
    .map((route) => `/api${route.path}`)
}
