import type { Context } from 'hono'
import type { z } from 'zod'
import { RowId } from '#shared/contract/http'
import { translate } from '#shared/i18n'
import { type Lang, langFromApiHeader } from '#shared/locales'

export function requestLang(c: Context): Lang {
  return langFromApiHeader(c.req.header('accept-language'))
}

/** A row id from the path (a PostgreSQL integer); anything else is 0 and matches no row. */
export function rowId(c: Context): number {
  const id = Number(c.req.param('id'))
  return RowId.safeParse(id).success ? id : 0
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
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? translate(lang, 'validation.required')
          : translate(lang, 'validation.tooShort', { min: Number(issue.minimum) })
      }
      return translate(lang, 'validation.tooSmall', { min: Number(issue.minimum) })
    case 'too_big':
      return issue.origin === 'string'
        ? translate(lang, 'validation.tooLong', { max: Number(issue.maximum) })
        : translate(lang, 'validation.tooBig', { max: Number(issue.maximum) })
    default:
      return issue.message && !/^Invalid|^Unrecognized/.test(issue.message)
        ? translate(lang, issue.message)
        : translate(lang, 'validation.invalid')
  }
}

/**
 * Spec §8: 422 with a message per field, in the request's language. Query parameters are named as
 * they were sent (`tags`, not `tags.1`); body fields keep their path (`lines.0.quantity`).
 */
export function fieldErrors(issues: readonly Issue[], lang: Lang, fallback: string, flat = false) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const path = flat ? issue.path.slice(0, 1) : issue.path
    const field = path.join('.') || fallback
    errors[field] ??= issueMessage(issue, lang)
  }
  return errors
}
