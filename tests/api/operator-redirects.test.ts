import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import uk from '#locales/uk.json'
import table from '#redirects/rules.json'
import { compileTable, type TableFile } from '#server/redirects/table'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import { SEED } from '#tests/support/seed'

const ENGINES = await engines()

type Rule = { id: number; from: string; to: string; status: number; note: string | null }

const slugs = {
  products: new Set(SEED.products.map((p) => p.slug)),
  oldSlugs: [],
  categories: new Set(SEED.categories.map((c) => c.slug)),
  promotions: new Set(SEED.promotions.map((p) => p.slug)),
}

describe('the table refuses rules that hide a page of the shop', () => {
  it('the committed data file hides none', () => {
    expect(compileTable(table as TableFile, [], slugs).problems).toEqual([])
  })

  it.each([
    '/menu',
    '/ru',
    '/en/menu/rolls',
    '/menu/3',
    '/product/set-sakura',
    '/uk/promotions/welcome-bonus',
    '/checkout/success',
    '/account/orders/7',
  ])('%s', (from) => {
    const { issues, resolve } = compileTable(
      { hosts: [], rules: [{ id: 'r', from, to: '/delivery' }] },
      [],
      slugs,
    )
    expect(issues).toMatchObject([{ ruleId: 'r', kind: 'shadows' }])
    expect(resolve(from)).toBeNull()
  })
})

describe.each(ENGINES)('operator redirect rules on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = await op.staffOf('manager')
  })

  const call = <T = unknown>(method: string, path: string, body?: unknown, lang = 'en') =>
    op.operator<T>(method, path, manager, body, lang)
  const lookup = (path: string) =>
    op.json<{ data: { to: string; status: number; rule: string } }>(
      'GET',
      `/api/redirects/lookup?path=${encodeURIComponent(path)}`,
      null,
    )
  const refused = async (body: unknown, errors: Record<string, string>, lang = 'en') => {
    const reply = await call('POST', '/redirects', body, lang)
    expect(reply.status, reply.text).toBe(422)
    expect(errorsOf(reply)).toEqual(errors)
  }

  it('adds, changes and deletes a rule; the lookup follows at once; each step is audited', async () => {
    const created = await call<{ data: Rule }>('POST', '/redirects', {
      from: '/Old-Sale/',
      to: '/promotions',
      note: 'the autumn flyer',
    })
    expect(created.status, created.text).toBe(201)
    expectDocumented(op, 'post', '/operator/redirects', created.body)
    const { id } = created.body.data
    expect(created.body.data).toMatchObject({ from: '/old-sale', to: '/promotions', status: 301 })
    expect((await lookup('/old-sale')).body.data).toEqual({
      from: '/old-sale',
      to: '/promotions',
      status: 301,
      rule: `operator:${id}`,
    })

    const changed = await call('POST', `/redirects/${id}`, { to: '/menu', status: 302 })
    expect(changed.status, changed.text).toBe(200)
    expect((await lookup('/old-sale')).body.data).toMatchObject({ to: '/menu', status: 302 })
    const list = await call<{ data: Rule[] }>('GET', '/redirects')
    expectDocumented(op, 'get', '/operator/redirects', list.body)
    expect(list.body.data.map((r) => r.from)).toContain('/old-sale')

    expect((await call('DELETE', `/redirects/${id}`)).status).toBe(200)
    expect((await lookup('/old-sale')).status).toBe(404)
    expectApiError(await call('DELETE', `/redirects/${id}`), 404, en.operator.redirect.notFound)

    const actions = ['redirect.created', 'redirect.updated', 'redirect.deleted']
    const rows = (await Promise.all(actions.map((a) => op.audited(a, id)))).flat()
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['redirect.created', null, expect.objectContaining({ from: '/old-sale', to: '/promotions' })],
      [
        'redirect.updated',
        expect.objectContaining({ to: '/promotions', status: 301 }),
        expect.objectContaining({ to: '/menu', status: 302 }),
      ],
      ['redirect.deleted', expect.objectContaining({ to: '/menu' }), null],
    ])
  })

  it('refuses what the data file refuses, with a message on the field at fault', async () => {
    const r = en.operator.redirect
    await refused({ from: '/x1', to: '//evil.example/' }, { to: r.unsafe })
    await refused({ from: '/x1', to: 'https://evil.example/' }, { to: r.unsafe })
    await refused({ from: '/x1', to: 'javascript:alert(1)' }, { to: r.unsafe })
    await refused({ from: '/x1', to: '/x1/' }, { to: r.self })
    await refused(
      { from: '/x1', to: '/promo' },
      { to: r.chain.replace('{{final}}', '/promotions') },
    )
    await refused({ from: '/menu', to: '/delivery' }, { from: r.shadows })
    await refused({ from: '/en/product/set-sakura', to: '/menu' }, { from: r.shadows })
    await refused({ from: '/promotions/welcome-bonus', to: '/menu' }, { from: r.shadows })
    await refused({ from: '/promo', to: '/delivery' }, { from: r.duplicate })
    await refused({ from: 'old-sale', to: '/menu' }, { from: en.validation.invalid })
    await refused({ from: '/x1', to: '/menu', status: 303 }, { status: en.validation.invalid })
    await refused({ from: '/x1', to: '//evil.example/' }, { to: uk.operator.redirect.unsafe }, 'ua')
    const list = await call<{ data: Rule[] }>('GET', '/redirects')
    expect(list.body.data.map((rule) => rule.from)).not.toContain('/x1')
  })

  it('refuses a loop, and a rule that turns another into a chain', async () => {
    const first = await call<{ data: Rule }>('POST', '/redirects', {
      from: '/loop-a',
      to: '/loop-b',
    })
    expect(first.status, first.text).toBe(201)
    await refused({ from: '/loop-b', to: '/loop-a' }, { to: en.operator.redirect.loop })
    await refused({ from: '/loop-b', to: '/delivery' }, { from: en.operator.redirect.targeted })
    // An edit is checked as the rule would be: pointing /loop-a at itself is refused too.
    const self = await call('POST', `/redirects/${first.body.data.id}`, { to: '/loop-a' })
    expect(errorsOf(self)).toEqual({ to: en.operator.redirect.self })
    expect((await lookup('/loop-a')).body.data.to).toBe('/loop-b')
  })
})
