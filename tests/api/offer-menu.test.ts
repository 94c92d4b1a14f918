import { beforeAll, describe, expect, it } from 'vitest'
import { restaurantDay } from '#shared/hours'
import { useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { offerFields } from '#tests/support/offers'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { delivery, line } from '#tests/support/shop'

const ENGINES = await engines()

const NAME = { bg: 'Петък', ru: 'Пятница', en: 'Friday', uk: "П'ятниця" }
/** The seed's sets category (categories.json, second row), and a set of it at €24.90. */
const SETS = 2
const DEN = { slug: 'set-den', price: 2490 }
/**
 * A Friday, 19:00 in Sofia: inside a Friday 18:00–20:30 offer (no kitchen opens or closes around
 * its end), and the kitchens take orders.
 */
const FRIDAY_EVENING = new Date('2026-12-04T17:00:00Z')
const FRIDAY = [{ day: 5, open: '18:00', close: '20:30' }]

type Card = {
  slug: string
  price: number
  offer: { badge: string; name: string; price: number | null } | null
}
type Options = { options: { order_offers: string[] } }

describe.each(ENGINES)('automatic offers on the menu on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    op.clock.set(FRIDAY_EVENING)
    manager = (await op.member('manager')).token
  })

  const fields = (changes: Record<string, unknown>) =>
    offerFields({
      name: NAME,
      kind: 'category_percent',
      value: 15,
      categoryId: SETS,
      hours: FRIDAY,
      ...changes,
    })
  const addOffer = async (changes: Record<string, unknown>) => {
    const reply = await op.operator<{ data: { id: number } }>(
      'POST',
      '/offers',
      manager,
      fields(changes),
    )
    expect(reply.status, reply.text).toBe(201)
    return reply.body.data.id
  }
  /** Automatic offers apply to every order: each test switches its own off when done. */
  const switchOff = async (id: number, changes: Record<string, unknown>) => {
    const reply = await op.operator(
      'POST',
      `/offers/${id}`,
      manager,
      fields({ ...changes, active: false }),
    )
    expect(reply.status, reply.text).toBe(200)
  }
  const card = async (headers: Record<string, string> = {}) =>
    op.json<{ data: Card }>('GET', `/api/products/${DEN.slug}`, null, undefined, headers)
  const menuCard = async () => {
    const reply = await op.json<{ data: Card[] }>('GET', '/api/products?category=sets', null)
    return reply.body.data.find((c) => c.slug === DEN.slug)
  }
  const orderOffers = async () =>
    (await op.json<Options>('GET', '/api/important-update-date', null)).body.options.order_offers

  it("a dish's running offer shows its badge and price; it ends on time, cached answers too", async () => {
    const endsOn = restaurantDay(FRIDAY_EVENING)
    const id = await addOffer({ endsOn })
    const shown = { badge: '−15%', name: 'Friday', price: DEN.price - Math.round(DEN.price * 0.15) }
    expect((await card()).body.data.offer).toEqual(shown)
    expect((await menuCard())?.offer).toEqual(shown)
    // Not on another category's dishes.
    const roll = await op.json<{ data: Card }>('GET', '/api/products/maki-mango', null)
    expect(roll.body.data.offer).toBeNull()

    // The 20:30 end of its Friday hours: the answer a browser keeps (its ETag) is not valid after it.
    const before = await card()
    const etag = before.headers.get('etag')!
    op.clock.set(new Date('2026-12-04T18:29:00Z'))
    expect((await card({ 'If-None-Match': etag })).status).toBe(304)
    op.clock.advance(MINUTE)
    const after = await card({ 'If-None-Match': etag })
    expect(after.status).toBe(200)
    expect(after.body.data.offer).toBeNull()
    expect(after.body.data.price).toBe(DEN.price)

    // Its last day is over: next Friday evening it is not shown.
    op.clock.set(new Date(FRIDAY_EVENING.getTime() + 7 * 24 * 60 * MINUTE))
    expect((await card()).body.data.offer).toBeNull()
    op.clock.set(FRIDAY_EVENING)
    expect((await card()).body.data.offer).toEqual(shown)
    await switchOff(id, { endsOn })
    // A manager's edit shows at once.
    expect((await card()).body.data.offer).toBeNull()
  })

  it('an offer with a condition shows its badge but not a price every order gets', async () => {
    const id = await addOffer({ minSubtotal: 5000, value: 20 })
    expect((await card()).body.data.offer).toEqual({
      badge: '−20%',
      name: 'Friday (on orders from €50.00)',
      price: null,
    })
    await switchOff(id, { minSubtotal: 5000, value: 20 })
  })

  it('an offer given single-use codes leaves the menu: only its codes give it', async () => {
    const id = await addOffer({ value: 25 })
    expect((await card()).body.data.offer?.badge).toBe('−25%')
    const codes = await op.operator('POST', `/offers/${id}/codes`, manager, { count: 2 })
    expect(codes.status, codes.text).toBe(200)
    expect((await card()).body.data.offer).toBeNull()
    await switchOff(id, { value: 25 })
  })

  it('an order-wide offer is one line above the menu, not a badge on every card', async () => {
    const id = await addOffer({
      kind: 'order_percent',
      value: 10,
      categoryId: null,
      minSubtotal: 3000,
    })
    expect(await orderOffers()).toContain('Friday: −10% on the whole order, on orders from €30.00')
    expect((await card()).body.data.offer).toBeNull()
    await switchOff(id, { kind: 'order_percent', value: 10, categoryId: null })
    expect(await orderOffers()).not.toContain(
      'Friday: −10% on the whole order, on orders from €30.00',
    )
  })

  it("the cart's preview knows the signed-in customer: no first-order offer after a first order", async () => {
    const id = await addOffer({
      kind: 'order_amount',
      value: 300,
      categoryId: null,
      firstOrderOnly: true,
    })
    const cart = { lines: [line(DEN.slug)], orderType: 'delivery' }
    const preview = async (token: string | null) =>
      (await op.json<{ data: { discount: number } }>('POST', '/api/cart/quote', token, cart)).body
        .data.discount
    const customer = await op.signUp()
    expect(await preview(null)).toBe(300)
    expect(await preview(customer.token)).toBe(300)
    await op.placed(customer.token, delivery([line('set-sakura')]))
    expect(await preview(customer.token)).toBe(0)
    expect(await preview(null)).toBe(300)
    await switchOff(id, { kind: 'order_amount', value: 300, categoryId: null })
  })

  it("a promotion leads to its offer with the offer's figures, and says when it ended", async () => {
    const code = `FRI-${Math.random().toString(36).slice(2, 7).toUpperCase()}`
    const endsOn = restaurantDay(FRIDAY_EVENING)
    const offer = await addOffer({
      kind: 'order_percent',
      value: 12,
      categoryId: null,
      code,
      hours: [],
      endsOn,
      minSubtotal: 2500,
    })
    const slug = `friday-${code.toLowerCase()}`
    const text = (en: string) => ({ bg: en, ru: en, en, uk: en })
    const created = await op.operator('POST', '/promotions', manager, {
      slug,
      kind: 'discount',
      title: text('{{offerDiscount}} off on Friday'),
      summary: text('With {{offerCode}} from {{offerMinimum}}, until {{offerLastDay}}.'),
      body: text(''),
      image: '/images/promotions/cashback.svg',
      offerId: offer,
    })
    expect(created.status, created.text).toBe(201)
    const page = async () =>
      (
        await op.json<{ data: { title: string; summary: string; offer: unknown } }>(
          'GET',
          `/api/promotions/${slug}`,
          null,
        )
      ).body.data
    expect(await page()).toMatchObject({
      title: '12% off on Friday',
      summary: `With ${code} from €25.00, until December 4.`,
      offer: { code, ended: false },
    })
    // Past its last day: the page says so, and leads to no code.
    op.clock.set(new Date(FRIDAY_EVENING.getTime() + 24 * 60 * MINUTE))
    expect((await page()).offer).toEqual({ code: null, ended: true })
    op.clock.set(FRIDAY_EVENING)

    const unknown = await op.operator('POST', '/promotions', manager, {
      slug: `${slug}-x`,
      kind: 'discount',
      title: text('x'),
      summary: text('x'),
      body: text(''),
      image: '/images/promotions/cashback.svg',
      offerId: 999_999,
    })
    expect(unknown.status).toBe(422)
    expect(errorsOf(unknown)).toEqual({ offerId: 'There is no such offer.' })
  })
})
