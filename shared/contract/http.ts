import { z } from 'zod'
import type { StaffRole } from '#shared/staff'

// The pieces every endpoint of the contract is made of. The contract's files (one per domain) hold
// each endpoint once, as @hono/zod-openapi's createRoute: the server registers its handler and the
// OpenAPI document from it, the browser takes its types from it (`Answer`, `Body`), and the tests
// check every answer against it.

/** Spec §8's error body: what went wrong, and a message per field for invalid input. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
})

/** Money in an answer: integer euro cents, never below zero. */
export const EuroCents = z.int().min(0).describe('euro cents')

/**
 * A setting kept as a site_values row, read through `schema`: what the row sets over `defaults`
 * (the row may predate a field, or be missing).
 */
export const settingOf =
  <T>(schema: z.ZodType<T>, defaults: Partial<T>) =>
  (stored: unknown): T =>
    schema.parse({ ...defaults, ...(stored as Partial<T> | undefined) })

/** Why an error status is answered, as the document describes it. */
export const ERROR_TEXT = {
  400: 'Bad request',
  401: 'No valid session',
  403: 'The role does not allow it',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Content-Type must be application/json',
  422: 'Invalid input: a message per field',
  429: 'Too many requests',
  502: 'The payment provider failed',
  503: 'Unavailable',
} as const
export type ErrorStatus = keyof typeof ERROR_TEXT

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** Spec §8's error body under each of these statuses. */
const errorAnswers = (errors: ErrorStatus[]) =>
  Object.fromEntries(
    errors.map((status) => [status, json(ErrorBody, ERROR_TEXT[status])]),
  ) as Partial<Record<ErrorStatus, ReturnType<typeof json<typeof ErrorBody>>>>

/** A JSON answer and the error statuses the endpoint itself decides (input and session errors are added by kind). */
export function answers<T extends z.ZodType>(schema: T, ...errors: ErrorStatus[]) {
  return {
    200: json(schema, 'OK'),
    ...errorAnswers(errors),
  }
}

/**
 * A create route's answer: 201 with the new thing. The 200 beside it describes the same body, as the
 * document gives every operation a JSON 200 and the browser's `Answer` reads it.
 */
export function created<T extends z.ZodType>(schema: T, ...errors: ErrorStatus[]) {
  return { ...answers(schema, ...errors), 201: json(schema, 'Created') }
}

/** An answer of bytes of one type (a picture) rather than JSON. */
export function bytes(type: string, ...errors: ErrorStatus[]) {
  return {
    200: {
      description: 'OK',
      content: { [type]: { schema: z.string().meta({ format: 'binary' }) } },
    },
    ...errorAnswers(errors),
  }
}

/** A required JSON body. */
export const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
})

/** A path's parameters: always strings in the path; the handler reads and checks them. */
/** PostgreSQL's integer (int4): a row id can be no larger. */
const INT4_MAX = 2_147_483_647

/**
 * A row the request names, in a body: a larger number is a 422 on its field, never a query the
 * database refuses with a 500.
 */
export const RowId = z.int().positive().max(INT4_MAX)

/** The same, as a query parameter writes it. */
export const QueryRowId = z.coerce.number().pipe(RowId)

export const params = <const K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>)

export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) })
export const one = <T extends z.ZodType>(item: T) => z.object({ data: item })

/** A customer's session: the Bearer token the edge makes of the session cookie. */
export const customer = { security: [{ bearer: [] }] }

/** A staff session of at least this role (the operator console); the server enforces it. */
export const staff = <const R extends StaffRole>(role: R) => ({
  security: [{ staffBearer: [] }],
  'x-staff-role': role,
})

type JsonContent = { content: { 'application/json': { schema: z.ZodType } } }

/** What an endpoint answers with 200, as the browser receives it. */
export type Answer<R extends { responses: { 200: JsonContent } }> = z.output<
  R['responses'][200]['content']['application/json']['schema']
>

/** The JSON body an endpoint takes, as the browser sends it. */
export type Body<R extends { request: { body: JsonContent } }> = z.input<
  R['request']['body']['content']['application/json']['schema']
>
