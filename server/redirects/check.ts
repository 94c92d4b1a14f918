import { LANGS, localizePath } from '../../shared/locales'
import { compileTable, type Rule, type SlugBook, type TableFile } from './table'

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
