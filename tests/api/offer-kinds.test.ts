import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { formatPrice } from '#shared/money'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { offerFields } from '#tests/support/offers'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import { catalogUnit, delivery, line, pickup, seedRegion } from '#tests/support/shop'

const ENGINES = await engines()

const NAME = { bg: 'Подарък', ru: 'Подарок', en: 'Gift', uk: 'Подарунок' }
/** The seed's rolls category (categories.json, first row). */
const ROLLS = 1
const CENTER = seedRegion('center')
const LOZENETS = seedRegion('lozenets')
const refused = (reason: keyof typeof en.offer.refused, amount?: number) =>
  en.offer.refused[reason].replace(
    '{{amount}}',
    amount === undefined ? '' : formatPrice(amount, 'en'),
  )

let codes = 0
/** A code no other test uses: every offer here is by code, so none touches other tests' orders. */
const newCode = () => `KIND-${++codes}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase()

describe.each(ENGINES)('offers on dishes, a free dish, N for M and zones on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = (await op.member('manager')).token
  })

  const offerBody = (fields: Record<string, unknown>) =>
    offerFields({ name: NAME, value: 0, code: newCode(), ...fields })

  /** A manager adds an offer by code; answers its code. */
  const addOffer = async (fields: Record<string, unknown>) => {
    const reply = await op.operator<{ data: { code: string } }>(
      'POST',
      '/offers',
      manager,
      offerBody(fields),
    )
    expect(reply.status, reply.text).toBe(201)
    return reply.body.data.code
  }

  type Quote = {
    subtotal: number
    discount: number
    total: number
    offers: { code: string | null; amount: number }[]
    problems: Record<string, string>
  }
  const quoteOf = async (token: string, body: Record<string, unknown>) => {
    const reply = await op.quote(token, body)
    expect(reply.status, reply.text).toBe(200)
    return reply.body.data as Quote
  }

  /** Quotes the order, places it, and checks the placement charged what the quote said. */
  const chargedAsQuoted = async (body: Record<string, unknown>) => {
    const customer = await op.signUp()
    const quote = await quoteOf(customer.token, body)
    expect(quote.problems).toEqual({})
    const placed = await op.placed(customer.token, body)
    expect(placed.order).toMatchObject({
      subtotal: quote.subtotal,
      discount: quote.discount,
      total: quote.total,
      offers: quote.offers,
    })
    return { quote, placed }
  }

  /** The code gives nothing: the quote says why, and the order is refused with that reason. */
  const refusedWith = async (body: Record<string, unknown>, reason: string) => {
    const customer = await op.signUp()
    const quote = await quoteOf(customer.token, body)
    expect(quote).toMatchObject({ discount: 0, problems: { promoCode: reason } })
    const placed = await op.place(customer.token, body)
    expect(placed.status).toBe(422)
    expect(errorsOf(placed)).toEqual({ promoCode: reason })
  }

  it('a percent or an amount off chosen dishes takes it off those dishes only', async () => {
    const klasik = seedProduct('filadelfiia-klasik').id
    const mango = seedProduct('maki-mango').id
    const cart = [line('filadelfiia-klasik', 2), line('maki-mango'), line('set-den')]
    const half = await addOffer({ kind: 'dishes_percent', value: 50, productIds: [klasik] })
    const { quote } = await chargedAsQuoted(delivery(cart, { promoCode: half }))
    expect(quote.discount).toBe(catalogUnit('filadelfiia-klasik'))
    // A fixed amount never takes more than the chosen dishes cost.
    const big = await addOffer({ kind: 'dishes_amount', value: 5000, productIds: [mango] })
    const amount = await chargedAsQuoted(delivery(cart, { promoCode: big }))
    expect(amount.quote.discount).toBe(catalogUnit('maki-mango'))
    const none = [line('set-den')]
    await refusedWith(delivery(none, { promoCode: half }), refused('notInCart'))
  })

  it('a free dish above an amount: with or without its options, the dish on the kitchen’s order', async () => {
    const klasik = seedProduct('filadelfiia-klasik').id
    const gift = line('filadelfiia-klasik', 1, { 'unagi-sauce': 1 })
    const cart = [line('set-den'), line('edamame'), gift]
    const without = catalogUnit('set-den') + catalogUnit('edamame')
    const terms = { kind: 'free_dish', productIds: [klasik], minSubtotal: without }
    const bare = await addOffer(terms)
    const { quote, placed } = await chargedAsQuoted(delivery(cart, { promoCode: bare }))
    // The dish is free, its paid sauce is not.
    expect(quote.discount).toBe(catalogUnit('filadelfiia-klasik'))
    expect(placed.order.lines).toContainEqual(
      expect.objectContaining({ productId: klasik, quantity: 1 }),
    )
    const whole = await addOffer({ ...terms, withOptions: true })
    const withOptions = await chargedAsQuoted(delivery(cart, { promoCode: whole }))
    expect(withOptions.quote.discount).toBe(catalogUnit('filadelfiia-klasik', { 'unagi-sauce': 1 }))
    // The free dish does not count toward the amount it is above.
    await refusedWith(
      delivery([line('set-den'), gift], { promoCode: bare }),
      refused('minimum', without),
    )
    await refusedWith(
      delivery([line('set-den'), line('edamame')], { promoCode: bare }),
      refused('notInCart'),
    )
  })

  it('3 for the price of 2 in a category: the cheapest of each three is free', async () => {
    const code = await addOffer({ kind: 'n_for_m', value: 3, payFor: 2, categoryId: ROLLS })
    const cart = [line('kaliforniia-sies-syomga', 2), line('maki-mango'), line('set-den')]
    const { quote } = await chargedAsQuoted(delivery(cart, { promoCode: code }))
    expect(quote.discount).toBe(catalogUnit('maki-mango'))
    // Six rolls: two are free, the cheapest of each three, dearest first.
    const six = [line('kaliforniia-sies-syomga', 3), line('maki-mango', 3)]
    const both = await chargedAsQuoted(delivery(six, { promoCode: code }))
    expect(both.quote.discount).toBe(
      catalogUnit('kaliforniia-sies-syomga') + catalogUnit('maki-mango'),
    )
    await refusedWith(
      delivery([line('kaliforniia-sies-syomga', 2), line('set-den')], { promoCode: code }),
      refused('notInCart'),
    )
  })

  it('an offer for chosen zones: delivered there only, refused for another zone and pickup', async () => {
    const code = await addOffer({ kind: 'order_amount', value: 300, zoneIds: [CENTER.id] })
    const cart = [line('set-den')]
    const { quote } = await chargedAsQuoted(delivery(cart, { promoCode: code }))
    expect(quote.discount).toBe(300)
    await refusedWith(
      delivery(cart, { promoCode: code, regionId: LOZENETS.id }),
      refused('notForZone'),
    )
    await refusedWith(pickup(cart, { promoCode: code }), refused('notForPickup'))
  })

  it('the order page names the dish offer and its amount; the form refuses incomplete terms', async () => {
    const klasik = seedProduct('filadelfiia-klasik').id
    const code = await addOffer({ kind: 'free_dish', productIds: [klasik] })
    const customer = await op.signUp()
    const placed = await op.placed(
      customer.token,
      delivery([line('set-den'), line('filadelfiia-klasik')], { promoCode: code }),
    )
    const page = await op.order(customer.token, placed.order.id)
    expect(page.body.data.offers).toEqual([
      expect.objectContaining({ code, amount: catalogUnit('filadelfiia-klasik') }),
    ])

    const bad = await op.operator(
      'POST',
      '/offers',
      manager,
      offerBody({ kind: 'n_for_m', value: 3, payFor: 3, categoryId: null }),
    )
    expect(bad.status).toBe(422)
    expect(errorsOf(bad)).toEqual({
      payFor: en.operator.offers.field.nForM,
      categoryId: en.operator.offers.field.category,
    })
    const noDish = await op.operator(
      'POST',
      '/offers',
      manager,
      offerBody({ kind: 'free_dish', productIds: [] }),
    )
    expect(errorsOf(noDish)).toEqual({ productIds: en.operator.offers.field.freeDish })
  })
})
