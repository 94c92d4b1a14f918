import { OpenAPIHono } from '@hono/zod-openapi'
import type { Env } from 'hono'
import type { z } from 'zod'
import { translate } from '#shared/i18n'
import { ApiError } from './errors'
import { fieldErrors, requestLang } from './validate'

type Issue = z.core.$ZodIssue

/** The value an issue is about, so "missing" and "wrong type" can be told apart. */
function withInput(issue: Issue, value: unknown): Issue {
  let input = value
  for (const key of issue.path) {
    input =
      input && typeof input === 'object' ? (input as Record<PropertyKey, unknown>)[key] : undefined
  }
  return { ...issue, input } as Issue
}

/**
 * A Hono app that registers the contract's endpoints (shared/contract): `app.openapi(endpoint,
 * handler)` checks the request against the endpoint's schemas, answers spec §8's 422 with a
 * message per field in the request's language, and records the endpoint for /api/openapi.json.
 */
export function contractApp<E extends Env = Env>() {
  return new OpenAPIHono<E>({
    defaultHook: (result, c) => {
      if (result.success) return
      const lang = requestLang(c)
      // The validator hands the hook the value it checked, beside the result.
      const { data } = result as unknown as { data: unknown }
      const issues = result.error.issues.map((issue) => withInput(issue as Issue, data))
      throw new ApiError(
        422,
        translate(lang, 'validation.failed'),
        fieldErrors(issues, lang, result.target, result.target === 'query'),
      )
    },
  })
}
