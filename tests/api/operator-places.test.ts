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
import { delivery, line, orderRow, seedRegion, seedRestaurant } from '#tests/support/shop'

const ENGINES = await engines()

const NEW_RESTAURANT = {
  slug: 'studentski',
  name: {
    bg: 'Hanami Sushi Студентски',
    ru: 'Hanami Sushi Студентский',
    en: 'Hanami Sushi Studentski',
    uk: 'Hanami Sushi Студентський',
  },
  address: {
    bg: 'ул. „Акад. Борис Стефанов“ 3, 1700 София',
    ru: 'ул. Акад. Борис Стефанов 3, 1700 София',
    en: '3 Akad. Boris Stefanov St, 1700 Sofia',
    uk: 'вул. Акад. Борис Стефанов 3, 1700 Софія',
  },
  phone: '+359 88 812 3409',
  lat: 42.6505,
  lng: 23.3468,
  hours: [
    { day: 1, open: '11:00', close: '22:00' },
    { day: 6, open: '12:00', close: '23:00' },
  ],
}

describe.each(ENGINES)('zones and restaurants on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
  })

  const post = <T = unknown>(path: string, body: unknown, lang = 'en', token = manager) =>
    op.operator<T>('POST', path, token, body, lang)
  const storefront = <T>(path: string, lang = 'en') => send<T>(op.api, path, { lang })

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

  it("moves a zone to another kitchen: its next orders are that kitchen's", async () => {
    const lyulin = seedRegion('lyulin')
    const mladost = seedRestaurant('mladost')
    expectApiError(await post(`/regions/${lyulin.id}`, { restaurantId: 99_999 }), 422)
    expect(errorsOf(await post(`/regions/${lyulin.id}`, { restaurantId: 99_999 }))).toEqual({
      restaurantId: en.operator.region.noRestaurant,
    })
    const moved = await post(`/regions/${lyulin.id}`, { restaurantId: mladost.id })
    expect(moved.status, moved.text).toBe(200)
    const customer = await op.signUp()
    const { order } = await op.placed(
      customer.token,
      delivery([line('set-sakura'), line('set-den')], { regionId: lyulin.id }),
    )
    expect(await orderRow(op.db, order.id)).toMatchObject({ restaurantId: mladost.id })
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

  it('adds a restaurant (201): the storefront lists it at once, the audit log records it', async () => {
    const created = await post<{ data: { id: number; pickup: boolean; sort: number } }>(
      '/restaurants',
      NEW_RESTAURANT,
    )
    expect(created.status, created.text).toBe(201)
    expectDocumented(op, 'post', '/operator/restaurants', created.body)
    expect(created.body.data).toMatchObject({ pickup: true, sort: 0 })
    const shown = await storefront<{ data: { slug: string; name: string; hours: unknown }[] }>(
      '/api/get-restaurants',
      'ru',
    )
    expect(shown.body.data.find((r) => r.slug === 'studentski')).toMatchObject({
      name: NEW_RESTAURANT.name.ru,
      hours: NEW_RESTAURANT.hours,
    })
    const audited = await op.audited('restaurant.created', created.body.data.id)
    expect(audited).toHaveLength(1)
    expect(audited[0]).toMatchObject({ before: null, after: { slug: 'studentski' } })
  })

  it('refuses a new restaurant with a field error per mistake, in the request language', async () => {
    const bad = await post(
      '/restaurants',
      {
        ...NEW_RESTAURANT,
        slug: 'Studentski 2',
        name: { ...NEW_RESTAURANT.name, bg: ' ' },
        phone: 'call us',
        hours: [{ day: 2, open: '22:00', close: '11:00' }],
      },
      'bg',
    )
    expectApiError(bad, 422, bg.validation.failed)
    expect(errorsOf(bad)).toEqual({
      slug: bg.operator.field.slug,
      'name.bg': bg.validation.required,
      phone: bg.operator.field.phone,
      'hours.0.close': bg.operator.field.closesBeforeOpening,
    })
    const taken = await post('/restaurants', { ...NEW_RESTAURANT, slug: 'center' })
    expectApiError(taken, 409, en.operator.field.slugTaken)
    expect(errorsOf(taken)).toEqual({ slug: en.operator.field.slugTaken })
  })

  it('the kitchen can read the places but not add or change them (403)', async () => {
    const forbidden = [
      await post('/restaurants', { ...NEW_RESTAURANT, slug: 'kitchen-made' }, 'en', kitchen),
      await post(`/regions/${seedRegion('center').id}`, { deliveryFee: 0 }, 'en', kitchen),
    ]
    for (const reply of forbidden) expectApiError(reply, 403, en.operator.forbidden)
    const listed = await op.json<{ data: { slug: string }[] }>(
      'GET',
      '/api/operator/restaurants',
      kitchen,
    )
    expect(listed.body.data.map((r) => r.slug)).not.toContain('kitchen-made')
  })
})
