import type { OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { ERROR_TEXT, ErrorBody } from '#shared/contract/http'

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
export function openApiDocument(api: OpenAPIHono) {
  const generated = api.getOpenAPIDocument({ openapi: '3.0.3', info: INFO })
  const paths: Record<string, Record<string, unknown>> = {}
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

/** The document without the staff API: the operations that name a least staff role. */
export function publicPart(document: ReturnType<typeof openApiDocument>) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, operations] of Object.entries(document.paths)) {
    const open = Object.entries(operations).filter(
      ([, operation]) => !(operation as Operation)['x-staff-role'],
    )
    if (open.length) paths[path] = Object.fromEntries(open)
  }
  return { ...document, paths }
}
