import type { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ERROR_TEXT } from '#shared/contract/http'
import { ErrorBody } from '#shared/schemas'
import type { StaffRole } from '#shared/staff'

export type RouteDoc = {
  method: 'get' | 'post' | 'put' | 'delete'
  /** Hono's form, relative to /api: `/products/:ref`. */
  path: string
  summary: string
  tag: string
  query?: z.ZodObject
  body?: z.ZodType
  response: z.ZodType
  /** Error statuses besides 422 for invalid input. */
  errors?: number[]
  /** A customer's Bearer token, or a staff member's (the operator console). */
  auth?: boolean | 'staff'
  /** The least staff role the route needs (operator routes). */
  role?: StaffRole
  /** A route answering bytes of this type rather than JSON (a picture). */
  produces?: string
  /** The body is multipart/form-data with one file field of this name (an upload). */
  upload?: string
}

const INFO = {
  title: 'Restaurant API',
  version: '1.0.0',
  description:
    'The storefront API. Names and texts come in the language of Accept-Language (ua means Ukrainian; unknown languages fall back to bg). Money is integer euro cents. Errors are { message, errors? }.',
}

const SECURITY = {
  bearer: { type: 'http', scheme: 'bearer' },
  staffBearer: {
    type: 'http',
    scheme: 'bearer',
    description:
      "A staff session's token (POST /api/operator/sign-in); in the browser, the edge sends it from the staff cookie. Operations name their least role in x-staff-role: kitchen < manager < admin.",
  },
}

const LANGUAGE = {
  name: 'Accept-Language',
  in: 'header',
  required: false,
  schema: { type: 'string', enum: ['bg', 'ru', 'en', 'ua', 'uk'] },
}

const errorAnswer = (status: keyof typeof ERROR_TEXT) => ({
  description: ERROR_TEXT[status],
  content: { 'application/json': { schema: schemaOf(ErrorBody) } },
})

type Operation = {
  parameters?: { in: string }[]
  requestBody?: unknown
  security?: unknown[]
  'x-staff-role'?: string
  responses: Record<string, unknown>
}

/**
 * /api/openapi.json: the contract's endpoints as the app registered them, each with the language
 * header, and the errors every endpoint of its kind can answer: 422 for input, 401 without a
 * session, 403 below the staff role.
 */
export function openApiDocument(api: OpenAPIHono, legacy: OpenApi) {
  const generated = api.getOpenAPIDocument({ openapi: '3.0.3', info: INFO })
  const paths = legacy.document().paths as Record<string, Record<string, unknown>>
  for (const [path, operations] of Object.entries(generated.paths)) {
    for (const [method, raw] of Object.entries(operations as Record<string, Operation>)) {
      const input = raw.requestBody || raw.parameters?.some((p) => p.in === 'query')
      const operation = {
        ...raw,
        parameters: [...(raw.parameters ?? []), LANGUAGE],
        responses: {
          ...raw.responses,
          ...(input ? { 422: errorAnswer(422) } : {}),
          ...(raw.security ? { 401: errorAnswer(401) } : {}),
          ...(raw['x-staff-role'] ? { 403: errorAnswer(403) } : {}),
        },
      }
      paths[path] = { ...paths[path], [method]: operation }
    }
  }
  return { openapi: '3.0.3', info: INFO, components: { securitySchemes: SECURITY }, paths }
}

const schemaOf = (type: z.ZodType) => z.toJSONSchema(type, { target: 'openapi-3.0', io: 'input' })

/** OpenAPI 3 from the same zod schemas that validate the requests. */
export function createOpenApi() {
  const routes: RouteDoc[] = []
  return {
    routes,
    add(doc: RouteDoc) {
      routes.push(doc)
    },
    document() {
      const paths: Record<string, Record<string, unknown>> = {}
      for (const route of routes) {
        const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`
        const parameters = [
          ...[...route.path.matchAll(/:(\w+)/g)].map((m) => ({
            name: m[1],
            in: 'path',
            required: true,
            schema: { type: 'string' },
          })),
          ...Object.entries(route.query?.shape ?? {}).map(([name, type]) => ({
            name,
            in: 'query',
            required: !(type as z.ZodType).safeParse(undefined).success,
            schema: schemaOf(type as z.ZodType),
          })),
          {
            name: 'Accept-Language',
            in: 'header',
            required: false,
            schema: { type: 'string', enum: ['bg', 'ru', 'en', 'ua', 'uk'] },
          },
        ]
        const errors = [
          ...new Set([
            ...(route.errors ?? []),
            ...(route.query || route.body || route.upload ? [422] : []),
          ]),
        ]
        paths[path] ??= {}
        paths[path][route.method] = {
          summary: route.summary,
          tags: [route.tag],
          parameters,
          ...(route.auth
            ? { security: [route.auth === 'staff' ? { staffBearer: [] } : { bearer: [] }] }
            : {}),
          ...(route.role ? { 'x-staff-role': route.role } : {}),
          ...(route.body || route.upload
            ? {
                requestBody: {
                  required: true,
                  content: route.upload
                    ? {
                        'multipart/form-data': {
                          schema: {
                            type: 'object',
                            properties: { [route.upload]: { type: 'string', format: 'binary' } },
                            required: [route.upload],
                          },
                        },
                      }
                    : { 'application/json': { schema: schemaOf(route.body!) } },
                },
              }
            : {}),
          responses: {
            200: {
              description: 'OK',
              content: route.produces
                ? { [route.produces]: { schema: { type: 'string', format: 'binary' } } }
                : { 'application/json': { schema: schemaOf(route.response) } },
            },
            ...Object.fromEntries(
              errors.map((status) => [
                status,
                {
                  description: ERROR_TEXT[status as keyof typeof ERROR_TEXT] ?? 'Error',
                  content: { 'application/json': { schema: schemaOf(ErrorBody) } },
                },
              ]),
            ),
          },
        }
      }
      return { openapi: '3.0.3', info: INFO, components: { securitySchemes: SECURITY }, paths }
    },
  }
}

export type OpenApi = ReturnType<typeof createOpenApi>
