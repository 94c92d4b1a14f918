/** One pino line of the server log, as far as the report reads it. */
type LogLine = { event?: string; rule?: string; path?: string; from?: string }

export type Report = {
  hits: { rule: string; count: number }[]
  neverHit: string[]
  notFound: { path: string; count: number }[]
}

const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1)
const sorted = (map: Map<string, number>) =>
  [...map].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))

/**
 * Hits per rule, rules never hit, and the most frequent 404 paths (candidates for new rules),
 * from the server's JSON log lines. Lines that are not JSON are skipped.
 */
export function buildReport(lines: Iterable<string>, ruleIds: readonly string[], top = 20): Report {
  const hits = new Map<string, number>()
  const missing = new Map<string, number>()
  for (const line of lines) {
    let entry: LogLine
    try {
      entry = JSON.parse(line)
    } catch {
      continue
    }
    if (entry.event === 'redirect' && entry.rule)
      for (const id of entry.rule.split('>')) count(hits, id)
    if (entry.event === 'not_found' && entry.path) count(missing, entry.path)
  }
  return {
    hits: sorted(hits).map(([rule, n]) => ({ rule, count: n })),
    neverHit: ruleIds.filter((id) => !hits.has(id)),
    notFound: sorted(missing)
      .slice(0, top)
      .map(([path, n]) => ({ path, count: n })),
  }
}

const csvCell = (value: string | number) =>
  /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value)

export function reportCsv(report: Report): string {
  const rows: (string | number)[][] = [['kind', 'key', 'count']]
  for (const h of report.hits) rows.push(['rule', h.rule, h.count])
  for (const id of report.neverHit) rows.push(['never-hit', id, 0])
  for (const n of report.notFound) rows.push(['404', n.path, n.count])
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\n')}\n`
}

export function reportText(report: Report): string {
  const table = (title: string, rows: [string, number][]) =>
    [
      `${title}`,
      ...(rows.length ? rows.map(([k, n]) => `  ${String(n).padStart(7)}  ${k}`) : ['  (none)']),
    ].join('\n')
  return [
    table(
      'Hits per rule',
      report.hits.map((h) => [h.rule, h.count]),
    ),
    table(
      'Rules never hit',
      report.neverHit.map((id) => [id, 0]),
    ),
    table(
      'Top 404 paths (candidates for new rules)',
      report.notFound.map((n) => [n.path, n.count]),
    ),
    '',
  ].join('\n\n')
}
