import { zValidator } from '@hono/zod-validator'
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono'
import type { z } from 'zod'
import { translate } from '../../shared/i18n'
import { type Lang, langFromApiHeader } from '../../shared/locales'
import { ApiError } from './errors'

export function requestLang(c: Context): Lang {
  return langFromApiHeader(c.req.header('accept-language'))
}

type Issue = z.core.$ZodIssue

function issueMessage(issue: Issue, lang: Lang): string {
  switch (issue.code) {
    case 'invalid_type':
      return translate(
        lang,
        issue.input === undefined ? 'validation.required' : 'validation.invalid',
      )
    case 'too_small':
      return translate(lang, 'validation.tooSmall', { min: Number(issue.minimum) })
    case 'too_big':
      return translate(lang, 'validation.tooBig', { max: Number(issue.maximum) })
    default:
      return issue.message && !/^Invalid|^Unrecognized/.test(issue.message)
        ? translate(lang, issue.message)
        : translate(lang, 'validation.invalid')
  }
}

/** Spec §8: 422 with a message per field, in the request's language. */
export function fieldErrors(issues: readonly Issue[], lang: Lang, fallback: string) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const field = issue.path.join('.') || fallback
    errors[field] ??= issueMessage(issue, lang)
  }
  return errors
}

export function validate<Target extends keyof ValidationTargets, T extends z.ZodType>(
  target: Target,
  schema: T,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return
    const lang = requestLang(c)
    throw new ApiError(
      422,
      translate(lang, 'validation.failed'),
      fieldErrors(result.error.issues, lang, target),
    )
  }) as MiddlewareHandler<
    // biome-ignore lint/suspicious/noExplicitAny: the environment is the caller's
    any,
    string,
    { in: { [K in Target]: z.input<T> }; out: { [K in Target]: z.output<T> } }
  >
}
