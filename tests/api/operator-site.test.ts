import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import { expectApiError, send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import { SEED, seedText } from '#tests/support/seed'

const ENGINES = await engines()

type Localized = Record<'bg' | 'ru' | 'en' | 'uk', string>
const everywhere = (text: string): Localized => ({ bg: text, ru: text, en: text, uk: text })

describe.each(ENGINES)('promotions and site options on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
  })

  const post = <T = unknown>(path: string, body: unknown, lang = 'en') =>
    op.operator<T>('POST', path, manager, body, lang)
  const storefront = <T>(path: string, lang = 'en') => send<T>(op.api, path, { lang })

  it("shows each promotion's texts as the shop does, figures filled in the staff member's language", async () => {
    const list = (lang: string) =>
      op.operator<{
        data: {
          id: number
          slug: string
          title: Localized
          shown: { title: string; summary: string }
        }[]
      }>('GET', '/promotions', kitchen, undefined, lang)
    const cashback = (await list('en')).body.data.find((p) => p.slug === 'money-back-5')!
    expect(cashback.title.en).toBe('{{cashbackPercent}}% back in bonuses')
    expect(cashback.shown).toEqual({
      title: '5% back in bonuses',
      summary: 'Get 5% of every paid order back as bonuses.',
    })
    for (const lang of ['bg', 'ru', 'uk'] as const) {
      const welcome = (await list(lang)).body.data.find((p) => p.slug === 'welcome-bonus')!
      const seed = SEED.promotions.find((p) => p.slug === 'welcome-bonus')!
      expect(welcome.shown.title).toBe(seedText(seed.title, lang))
      expect(welcome.shown.title).not.toContain('{{')
    }
    // An edit answers the promotion as it now shows.
    const edited = await post<{ data: { shown: { title: string } } }>(
      `/promotions/${cashback.id}`,
      { title: { ...cashback.title, en: 'Cashback {{cashbackPercent}}%' } },
    )
    expect(edited.body.data.shown.title).toBe('Cashback 5%')
    await post(`/promotions/${cashback.id}`, { title: cashback.title })
  })

  it('lists every promotion for the kitchen; a manager switches one off and on, at once', async () => {
    const list = await op.json<{ data: { id: number; slug: string; title: Localized }[] }>(
      'GET',
      '/api/operator/promotions',
      kitchen,
    )
    expect(list.status, list.text).toBe(200)
    expectDocumented(op, 'get', '/operator/promotions', list.body)
    expect(list.body.data.map((p) => p.slug)).toEqual(SEED.promotions.map((p) => p.slug))
    const welcome = list.body.data.find((p) => p.slug === 'welcome-bonus')!

    expect((await post(`/promotions/${welcome.id}`, { active: false })).status).toBe(200)
    const shown = await storefront<{ data: { slug: string }[] }>('/api/promotions')
    expect(shown.body.data.map((p) => p.slug)).not.toContain('welcome-bonus')
    expect((await storefront('/api/promotions/welcome-bonus')).status).toBe(404)
    expect((await post(`/promotions/${welcome.id}`, { active: true })).status).toBe(200)
    expect((await storefront('/api/promotions/welcome-bonus')).status).toBe(200)

    const audited = await op.audited('promotion.updated', welcome.id)
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      [{ active: true }, { active: false }],
      [{ active: false }, { active: true }],
    ])
  })

  it('adds a promotion in four languages (201); a taken address is a 409', async () => {
    const body = {
      slug: 'lunch-deal',
      kind: 'discount',
      title: {
        bg: 'Обедна оферта',
        ru: 'Обеденное предложение',
        en: 'Lunch deal',
        uk: 'Обідня пропозиція',
      },
      summary: everywhere('−10% 11:00–14:00'),
      body: everywhere(''),
      image: '/images/promotions/cashback.svg',
    }
    const created = await post<{ data: { id: number; active: boolean } }>('/promotions', body)
    expect(created.status, created.text).toBe(201)
    expect(created.body.data.active).toBe(true)
    const russian = await storefront<{ data: { title: string } }>(
      '/api/promotions/lunch-deal',
      'ru',
    )
    expect(russian.body.data.title).toBe('Обеденное предложение')
    expect(await op.audited('promotion.created', created.body.data.id)).toHaveLength(1)

    const taken = await post('/promotions', { ...body, slug: 'money-back-5' })
    expectApiError(taken, 409, en.operator.field.slugTaken)
    const untitled = await post('/promotions', {
      ...body,
      slug: 'x',
      title: { ...body.title, en: '' },
    })
    expect(errorsOf(untitled)).toEqual({ 'title.en': en.validation.required })
  })

  it('changes the two alerts; /api/important-update-date answers them at once, per language', async () => {
    const before = await op.json<{ data: { options: Record<string, Localized | null> } }>(
      'GET',
      '/api/operator/site',
      kitchen,
    )
    expectDocumented(op, 'get', '/operator/site', before.body)
    expect(before.body.data.options.alert_message).toEqual(SEED.site.options.alert_message)

    const alert = { bg: 'Затворено в понеделник', ru: '', en: 'Closed on Monday', uk: '' }
    const reply = await post('/site/options', { alert_message: alert, alert_popup_message: null })
    expect(reply.status, reply.text).toBe(200)
    expectDocumented(op, 'post', '/operator/site/options', reply.body)
    const answer = (lang: string) =>
      storefront<{ options: { alert_message: string | null; alert_popup_message: string | null } }>(
        '/api/important-update-date',
        lang,
      )
    expect((await answer('en')).body.options).toEqual({
      alert_message: 'Closed on Monday',
      alert_popup_message: null,
      ordering_paused: [],
      ordering_closed: null,
      // Other tests' automatic offers may be running.
      order_offers: expect.any(Array),
    })
    expect((await answer('ru')).body.options.alert_message).toBeNull()

    const [audited] = await op.audited('site.options', 'options')
    expect(audited).toMatchObject({
      before: SEED.site.options,
      after: { alert_message: alert, alert_popup_message: null },
    })
  })

  it("changes the shop's phone and the orders' e-mail; refuses malformed ones per field", async () => {
    const reply = await post('/site/settings', {
      phone: '+359 2 123 4567',
      email_admin: 'Kitchen@Hanami.Example',
    })
    expect(reply.status, reply.text).toBe(200)
    const settings = await storefront<{ settings: Record<string, string> }>('/api/get-options')
    expect(settings.body.settings).toMatchObject({
      phone: '+359 2 123 4567',
      email_admin: 'kitchen@hanami.example',
      brand: SEED.site.settings.brand,
    })
    const bad = await post('/site/settings', { phone: 'call us', email_admin: 'nobody' }, 'bg')
    expectApiError(bad, 422, bg.validation.failed)
    expect(errorsOf(bad)).toEqual({
      phone: bg.operator.field.phone,
      email_admin: bg.validation.invalid,
    })
    const [audited] = await op.audited('site.settings', 'settings')
    expect(audited!.after).toEqual({
      phone: '+359 2 123 4567',
      email_admin: 'kitchen@hanami.example',
    })
  })
})
