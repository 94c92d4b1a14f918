import { consoleApi } from '#client/console/api'
import type { BodyOf } from '#shared/api-client'
import type { RedirectRule } from '#shared/contract/operator/site'
import type { Lang } from '#shared/locales'

/** A rule as its form holds it: the note is text, empty for none. */
export type RuleFields = { from: string; to: string; status: number; note: string }

export const NEW_RULE: RuleFields = { from: '', to: '', status: 301, note: '' }

export const fieldsOf = (rule: RedirectRule): RuleFields => ({
  from: rule.from,
  to: rule.to,
  status: rule.status,
  note: rule.note ?? '',
})

/** The list as the API orders it: by source path. */
export const bySource = (rules: readonly RedirectRule[]) =>
  [...rules].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0))

/** Adds a rule (no id) or changes one; the API checks it like the data file's rules. */
export async function saveRule(
  lang: Lang,
  id: number | null,
  fields: RuleFields,
): Promise<RedirectRule> {
  // The status as chosen; the API refuses one it does not redirect with.
  const body = { ...fields, note: fields.note.trim() || null } as BodyOf<'/api/operator/redirects'>
  const api = consoleApi(lang)
  const { data } =
    id === null
      ? await api.post('/api/operator/redirects', body)
      : await api.post('/api/operator/redirects/{id}', body, { params: { id } })
  return data
}

export const deleteRule = (lang: Lang, id: number) =>
  consoleApi(lang).delete('/api/operator/redirects/{id}', { params: { id } })

/** Where the whole table (data file, operator rules, patterns) sends a path, in one hop. */
export type Destination = { from: string; to: string; status: number; rule: string }

export async function lookUp(lang: Lang, path: string): Promise<Destination> {
  return (await consoleApi(lang).get('/api/redirects/lookup', { query: { path } })).data
}
