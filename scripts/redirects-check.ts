// `npm run redirects:check [-- --url http://127.0.0.1:3000]`: the table's problems, and with --url
// the targets that do not answer 200 on that running app. Exits 1 when anything is wrong.
import table from '#redirects/rules.json'
import oldSlugs from '#server/db/seed/data/oldSlugs.json'
import products from '#server/db/seed/data/products.json'
import { checkTable } from '#server/redirects/check'
import type { TableFile } from '#server/redirects/table'

const urlFlag = process.argv.indexOf('--url')
const base = urlFlag === -1 ? undefined : process.argv[urlFlag + 1]
const slugs = {
  products: new Set(products.map((p) => p.slug)),
  oldSlugs: oldSlugs.map((o) => ({
    from: o.from,
    to: o.to,
    lang: 'lang' in o ? String(o.lang) : '',
  })),
}
const statusOf = base
  ? async (path: string) => (await fetch(new URL(path, base), { redirect: 'manual' })).status
  : undefined
const problems = await checkTable(table as TableFile, slugs, statusOf)
for (const problem of problems) console.log(`✗ ${problem}`)
console.log(
  problems.length
    ? `${problems.length} problem(s)`
    : `✓ ${table.rules.length} rules, no problems${base ? `, every target answers 200 on ${base}` : ''}`,
)
process.exit(problems.length ? 1 : 0)
