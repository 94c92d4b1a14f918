import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import table from '#redirects/rules.json'
import products from '#server/db/seed/data/products.json'
import { checkTable } from '#server/redirects/check'
import { buildReport, reportCsv, reportText } from '#server/redirects/report'
import type { TableFile } from '#server/redirects/table'
import { createTestApp } from './app'

const { app, lines } = await createTestApp()
const slugs = { products: new Set(products.map((p) => p.slug)), oldSlugs: [] }
const statusOf = async (path: string) =>
  (await app.request(path, { headers: { Cookie: 'lang=bg' } })).status

describe('redirects:check', () => {
  it('finds nothing wrong with the committed table, every target answering 200', async () => {
    expect(await checkTable(table as TableFile, slugs, statusOf)).toEqual([])
  })

  it('fails on a bad table: a target that is missing, a chain, a target off the site', async () => {
    const bad: TableFile = {
      hosts: [],
      rules: [
        { id: 'gone', from: '/old-sale', to: '/promotions/no-such-sale' },
        { id: 'chain', from: '/old-promo', to: '/promo' },
        { id: 'promo', from: '/promo', to: '/promotions' },
        { id: 'away', from: '/away', to: '//evil.example/' },
      ],
    }
    const problems = await checkTable(bad, slugs, statusOf)
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^gone: .* answers 404$/),
        expect.stringMatching(/^chain: .* is a chain/),
        expect.stringMatching(/^away: .* leaves the site$/),
      ]),
    )
  })

  it('the command exits 0 on the committed table', () => {
    const output = execFileSync('npx', ['tsx', 'scripts/redirects-check.ts'], { encoding: 'utf8' })
    expect(output).toContain('no problems')
  })
})

describe('redirects:report', () => {
  it('counts hits per rule, rules never hit and the top 404s from the server log', async () => {
    for (const path of [
      '/promo',
      '/promo',
      '/ru/promotion',
      '/bg/menu',
      '/nope',
      '/nope',
      '/gone',
    ]) {
      await app.request(path)
    }
    const report = buildReport(
      ['not json', ...lines.map((line) => JSON.stringify(line))],
      ['promo', 'promotion', 'menu-dostavka', 'bg-prefix'],
    )
    expect(report.hits).toEqual([
      { rule: 'promo', count: 2 },
      { rule: 'bg-prefix', count: 1 },
      { rule: 'promotion', count: 1 },
    ])
    expect(report.neverHit).toEqual(['menu-dostavka'])
    expect(report.notFound.slice(0, 2)).toEqual([
      { path: '/nope', count: 2 },
      { path: '/gone', count: 1 },
    ])
    expect(reportCsv(report)).toContain('rule,promo,2\n')
    expect(reportCsv(report)).toContain('404,/nope,2\n')
    expect(reportText(report)).toContain('Rules never hit')
  })
})
