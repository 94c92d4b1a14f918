// `npm run redirects:report < server.log [-- --csv]`: hits per rule, rules never hit, top 404s.
import { createInterface } from 'node:readline'
import table from '#redirects/rules.json'
import { buildReport, reportCsv, reportText } from '#server/redirects/report'
import { PATTERN_RULE_IDS } from '#server/redirects/table'

const lines: string[] = []
for await (const line of createInterface({ input: process.stdin })) lines.push(line)
const ids = [...table.rules.map((r) => r.id), ...PATTERN_RULE_IDS]
const report = buildReport(lines, ids)
process.stdout.write(process.argv.includes('--csv') ? reportCsv(report) : reportText(report))
