import { LANGS, localizePath } from '#shared/locales'
import { compileTable, type Issue, type Rule, type SlugBook, type TableFile } from './table'

/**
 * What `npm run redirects:check` reports: the table's own problems (duplicates, chains, loops,
 * unsafe targets), then every same-origin target that does not answer 200 on a running app.
 */
export async function checkTable(
  file: TableFile,
  slugs: SlugBook,
  statusOf?: (path: string) => Promise<number>,
): Promise<string[]> {
  const compiled = compileTable(file, [], slugs)
  const problems = [...compiled.problems]
  if (!statusOf) return problems
  const sources = file.rules.flatMap((rule: Rule) =>
    rule.everyLanguage ? LANGS.map((lang) => localizePath(rule.from, lang)) : [rule.from],
  )
  for (const source of sources) {
    const found = compiled.resolve(source)
    if (!found?.to.startsWith('/')) continue
    const status = await statusOf(found.to)
    if (status !== 200) problems.push(`${found.ruleId}: ${source} → ${found.to} answers ${status}`)
  }
  return problems
}

/**
 * The issues one more rule (an operator's) brings into the table, judged exactly like the data
 * file: those the table has with it and not without it. A rule whose source another rule points at
 * shows as that rule's new chain or loop.
 */
export function newIssues(
  file: TableFile,
  others: readonly Rule[],
  rule: Rule,
  slugs: SlugBook,
): Issue[] {
  const before = new Set(compileTable(file, others, slugs).problems)
  const after = compileTable(file, [...others, rule], slugs)
  return after.issues.filter((_, i) => !before.has(after.problems[i]!))
}
