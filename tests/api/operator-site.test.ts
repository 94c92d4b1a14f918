import { beforeAll, describe, expect, it } from 'vitest'
import bg from '../../locales/bg.json'
import en from '../../locales/en.json'
import { expectApiError, send, useApi } from '../support/api'
import { engines } from '../support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '../support/operator'
import { SEED } from '../support/seed'
import { delivery, line, seedRegion, seedRestaurant } from '../support/shop'

const ENGINES = await engines()

type Localized = Record<'bg' | 'ru' | 'en' | 'uk', string>
const everywhere = (text: string): Localized => ({ bg: text, ru: text, en: text, uk: text })

describe.each(ENGINES)('promotions, site, zones and restaurants on %s', (engine) => {
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
    send<T>(op.api, `/api/operator${path}`, {
      method: 'POST',
      lang,
      headers: { Authorization: `Bearer ${manager}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const storefront = <T>(path: string, lang = 'en') => send<T>(op.api, path, { lang })

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

  it("changes a zone's fee and threshold: the storefront and the checkout follow at once", async () => {
    const lozenets = seedRegion('lozenets')
    const reply = await post(`/regions/${lozenets.id}`, {
      deliveryFee: 350,
      freeDeliveryFrom: 9000,
    })
    expect(reply.status, reply.text).toBe(200)
    expectDocumented(op, 'post', '/operator/regions/:id', reply.body)
    const zones = await storefront<{ data: { slug: string; deliveryFee: number }[] }>(
      '/api/get-regions',
    )
    expect(zones.body.data.find((r) => r.slug === 'lozenets')?.deliveryFee).toBe(350)
    const customer = await op.signUp()
    const quote = await op.quote(
      customer.token,
      delivery([line('set-sakura'), line('set-den')], { regionId: lozenets.id }),
    )
    expect(quote.body.data).toMatchObject({ deliveryFee: 350 })
    const [audited] = await op.audited('region.updated', lozenets.id)
    expect(audited).toMatchObject({
      before: { deliveryFee: lozenets.deliveryFee, freeDeliveryFrom: lozenets.freeDeliveryFrom },
      after: { deliveryFee: 350, freeDeliveryFrom: 9000 },
    })
    expectApiError(
      await post('/regions/99999', { etaMinutes: 30 }),
      404,
      en.operator.region.notFound,
    )

    const added = await post<{ data: { id: number } }>('/regions', {
      slug: 'vitosha',
      name: { bg: 'Витоша', ru: 'Витоша', en: 'Vitosha', uk: 'Вітоша' },
      deliveryFee: 590,
      minOrder: 4000,
      freeDeliveryFrom: 8000,
      etaMinutes: 70,
    })
    expect(added.status, added.text).toBe(201)
    const listed = await op.json<{ data: { slug: string }[] }>(
      'GET',
      '/api/operator/regions',
      kitchen,
    )
    expect(listed.body.data.map((r) => r.slug)).toContain('vitosha')
  })

  it("changes a restaurant's phone, map place and hours; refuses impossible hours", async () => {
    const center = seedRestaurant('center')
    const hours = [
      { day: 1, open: '23:00', close: '10:00' },
      { day: 2, open: '25:00', close: '23:00' },
    ]
    const bad = await post(`/restaurants/${center.id}`, { hours })
    expect(errorsOf(bad)).toEqual({
      'hours.0.close': en.operator.field.closesBeforeOpening,
      'hours.1.open': en.operator.field.time,
    })
    const reply = await post(`/restaurants/${center.id}`, {
      phone: '+359 88 000 1111',
      lat: 42.7,
      lng: 23.33,
      hours: [{ day: 1, open: '10:00', close: '22:00' }],
    })
    expect(reply.status, reply.text).toBe(200)
    const shown = await storefront<{
      data: { slug: string; phone: string; lat: number; hours: unknown }[]
    }>('/api/get-restaurants')
    expect(shown.body.data.find((r) => r.slug === 'center')).toMatchObject({
      phone: '+359 88 000 1111',
      lat: 42.7,
      hours: [{ day: 1, open: '10:00', close: '22:00' }],
    })
    const [audited] = await op.audited('restaurant.updated', center.id)
    expect(audited).toMatchObject({
      before: { phone: center.phone, lat: center.lat, lng: center.lng, hours: center.hours },
      after: { phone: '+359 88 000 1111', lat: 42.7, lng: 23.33 },
    })
  })
})
