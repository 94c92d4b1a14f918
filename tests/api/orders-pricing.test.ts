import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { products } from '#server/db/schema'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { useApi, validationMessage } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { seedProduct } from '#tests/support/seed'
import {
  type CartLineBody,
  CENTER,
  catalogUnit,
  delivery,
  line,
  NIGHT,
  NOON,
  type OrderBody,
  orderMessage,
  ordersOf,
  pickup,
  seedOption,
  seedRegion,
  seedRestaurant,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

const FAILED = validationMessage('en', 'failed')
const REQUIRED = validationMessage('en', 'required')
const LOZENETS = seedRegion('lozenets')

/** Tuesday 24 November 2026 at a wall-clock time in Sofia (UTC+2 then). */
const sofia = (time: string) => new Date(`2026-11-24T${time}:00+02:00`)

describe.each(ENGINES)('order pricing and checks on %s', (engine) => {
  const t = useApi(engine)

  /** The order is refused with these field errors, and nothing is stored. */
  const expectRefused = async (
    shop: ReturnType<typeof shopClient>,
    customer: { id: number; token: string },
    body: OrderBody,
    errors: Record<string, string>,
  ) => {
    const reply = await shop.place(customer.token, body)
    expect(reply.status, reply.text).toBe(422)
    expect(reply.body).toEqual({ message: FAILED, errors })
    expect(await ordersOf(t.db, customer.id)).toEqual([])
  }

  describe('prices come from the catalog', () => {
    it('a line at 1 cent with free modifiers is priced at catalog prices; quote and order agree', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const modifiers = { 'soy-sauce': 2, 'extra-wasabi': 1 }
      const body = delivery([line('kaliforniia-sies-syomga', 1, modifiers), line('edamame', 1)])
      const roll = catalogUnit('kaliforniia-sies-syomga', modifiers)
      expect(roll).toBe(1190 + 2 * 50 + 50)
      const subtotal = roll + seedProduct('edamame').price
      const figures = {
        subtotal,
        deliveryFee: CENTER.deliveryFee,
        bonusSpent: 0,
        total: subtotal + CENTER.deliveryFee,
      }

      const quote = await shop.quote(customer.token, body)
      expect(quote.status, quote.text).toBe(200)
      expect(quote.body.data).toMatchObject({ ...figures, problems: {} })
      expect(quote.body.data.lines).toMatchObject([
        {
          id: seedProduct('kaliforniia-sies-syomga').id,
          unitPrice: roll,
          total: roll,
          priceChanged: true,
        },
        { id: seedProduct('edamame').id, unitPrice: 590, total: 590, priceChanged: true },
      ])

      const reply = await shop.place(customer.token, body)
      expect(reply.status, reply.text).toBe(201)
      const { order, payment } = reply.body.data
      expect(payment).toBeNull()
      expect(order).toMatchObject({ ...figures, status: 'new', paymentType: 'cash' })
      expect(order.lines).toEqual([
        {
          id: expect.any(Number),
          productId: seedProduct('kaliforniia-sies-syomga').id,
          name: 'California with Salmon',
          image: seedProduct('kaliforniia-sies-syomga').image,
          quantity: 1,
          unitPrice: roll,
          modifiers: [
            { id: seedOption('soy-sauce').id, name: 'Extra soy sauce', quantity: 2, price: 50 },
            { id: seedOption('extra-wasabi').id, name: 'Extra wasabi', quantity: 1, price: 50 },
          ],
          // The roll's own (eggs, fish) with what soy sauce and wasabi add.
          allergens: ['gluten', 'eggs', 'fish', 'soybeans', 'mustard'],
          total: roll,
        },
        {
          id: expect.any(Number),
          productId: seedProduct('edamame').id,
          name: seedProduct('edamame').name.en,
          image: seedProduct('edamame').image,
          quantity: 1,
          unitPrice: 590,
          modifiers: [],
          allergens: ['soybeans'],
          total: 590,
        },
      ])
      const rows = await ordersOf(t.db, customer.id)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ ...figures, id: order.id })
    })

    it('quantities multiply the catalog unit price, whatever the client says', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery([
        { ...line('filadelfiia-klasik', 3, { 'unagi-sauce': 2 }), currentPrice: 999_999 },
      ])
      const unit = catalogUnit('filadelfiia-klasik', { 'unagi-sauce': 2 })
      const { order } = await shop.placed(customer.token, body)
      expect(order.lines[0]).toMatchObject({ quantity: 3, unitPrice: unit, total: 3 * unit })
      expect(order).toMatchObject({ subtotal: 3 * unit, deliveryFee: 0, total: 3 * unit })
    })

    // Center: fee 1.90 below 30.00; Lozenets: fee 2.90 below 40.00.
    it.each([
      ['at the minimum', CENTER, [line('coca-cola-033-l', 6)], 1500, CENTER.deliveryFee],
      [
        'one step below free delivery',
        CENTER,
        [line('set-den'), line('coca-cola-033-l', 2)],
        2990,
        CENTER.deliveryFee,
      ],
      ['exactly at free delivery', CENTER, [line('coca-cola-033-l', 12)], 3000, 0],
      ['above free delivery', CENTER, [line('set-sakura')], 3490, 0],
      [
        'below free delivery in another zone',
        LOZENETS,
        [line('set-sakura')],
        3490,
        LOZENETS.deliveryFee,
      ],
      ['above free delivery in another zone', LOZENETS, [line('set-sensei')], 4490, 0],
    ])('delivery fee %s', async (_, region, lines, subtotal, fee) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery(lines, { regionId: region.id })
      const expected = { subtotal, deliveryFee: fee, total: subtotal + fee }
      const quote = await shop.quote(customer.token, body)
      expect(quote.body.data).toMatchObject({ ...expected, problems: {} })
      const { order } = await shop.placed(customer.token, body)
      expect(order).toMatchObject(expected)
    })

    it('a pickup has no delivery fee and no zone minimum', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { order } = await shop.placed(customer.token, pickup([line('edamame')]))
      expect(order).toMatchObject({
        orderType: 'pickup',
        subtotal: 590,
        deliveryFee: 0,
        total: 590,
        regionId: null,
        address: null,
      })
    })

    it('property: any cart of simple products, at any claimed price, costs the catalog sum', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const simple = [
        'edamame',
        'miso-supa',
        'coca-cola-033-l',
        'mochi-s-mango',
        'set-den',
        'purin',
      ]
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              slug: fc.constantFrom(...simple),
              quantity: fc.integer({ min: 1, max: 99 }),
              claimed: fc.integer({ min: 0, max: 1_000_000 }),
            }),
            { minLength: 1, maxLength: 6 },
          ),
          async (cart) => {
            const lines = cart.map((l) => ({
              ...line(l.slug, l.quantity),
              currentPrice: l.claimed,
            }))
            const reply = await shop.quote(customer.token, delivery(lines))
            expect(reply.status, reply.text).toBe(200)
            const subtotal = cart.reduce(
              (sum, l) => sum + seedProduct(l.slug).price * l.quantity,
              0,
            )
            const fee = subtotal < CENTER.freeDeliveryFrom ? CENTER.deliveryFee : 0
            expect(reply.body.data).toMatchObject({
              subtotal,
              deliveryFee: fee,
              total: subtotal + fee,
            })
            expect(Number.isInteger(reply.body.data.total)).toBe(true)
          },
        ),
        { numRuns: 40, seed: 20261124 },
      )
    })
  })

  describe('what blocks an order', () => {
    it('below the zone minimum: 422 errors.subtotal, in the quote too', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const lines = [line('chiizkeik-matcha', 2), line('mineralna-voda-05-l')]
      const message = orderMessage('minOrder', {}, { minOrder: CENTER.minOrder })
      expect(message).toBe('The minimum order for this zone is €15.00.')
      const quote = await shop.quote(customer.token, delivery(lines))
      expect(quote.body.data).toMatchObject({ subtotal: 1490, problems: { subtotal: message } })
      await expectRefused(shop, customer, delivery(lines), { subtotal: message })
      await expectRefused(
        shop,
        customer,
        delivery([line('coca-cola-033-l', 6)], { regionId: LOZENETS.id }),
        {
          subtotal: orderMessage('minOrder', {}, { minOrder: LOZENETS.minOrder }),
        },
      )
    })

    it('a stop-listed product: 422 errors.lines', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery([line('set-sakura'), line('edamame')])
      const id = seedProduct('edamame').id
      await t.db.update(products).set({ available: false }).where(eq(products.id, id))
      t.catalog.invalidate()
      try {
        const quote = await shop.quote(customer.token, body)
        expect(quote.body.data).toMatchObject({
          subtotal: 3490,
          problems: { lines: orderMessage('unavailable') },
        })
        await expectRefused(shop, customer, body, { lines: orderMessage('unavailable') })
      } finally {
        await t.db.update(products).set({ available: true }).where(eq(products.id, id))
        t.catalog.invalidate()
      }
      await shop.placed(customer.token, body)
    })

    it('the probe of 100 lines × 99 of one product is refused with the limits, in the quote too', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery(Array.from({ length: 100 }, () => line('set-sakura', 99)))
      const errors = {
        lines: orderMessage('tooManyLines', { max: DEFAULT_ORDER_LIMITS.maxLines }),
        total: orderMessage('tooLarge', {}, { amount: DEFAULT_ORDER_LIMITS.maxTotal }),
      }
      const quote = await shop.quote(customer.token, body)
      expect(quote.body.data).toMatchObject({ problems: errors })
      await expectRefused(shop, customer, body, errors)
    })

    it('a line above the most of one dish is refused; at the most it is taken', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const most = DEFAULT_ORDER_LIMITS.maxQuantity
      await expectRefused(shop, customer, delivery([line('coca-cola-033-l', most + 1)]), {
        lines: orderMessage('tooManyItems', { max: most }),
      })
      await shop.placed(customer.token, delivery([line('coca-cola-033-l', most)]))
    })

    it('an unknown product: 422 errors.lines', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery([line('set-sakura'), { ...line('edamame'), id: 99_999 }])
      await expectRefused(shop, customer, body, { lines: orderMessage('unavailable') })
    })

    it.each([
      ['a required group missing', line('uok-nudli-s-pile', 1, { mild: 1 })],
      ['no choice at all where one is required', line('tom-iam')],
      ['two options of a single-choice group', line('tom-iam', 1, { mild: 1, hot: 1 })],
      [
        'an option above its maximum quantity',
        line('kaliforniia-sies-syomga', 1, { 'soy-sauce': 4 }),
      ],
      ['an option of another product', line('kaliforniia-sies-syomga', 1, { 'cheese-cap': 1 })],
    ])('invalid modifiers (%s): 422 errors.lines', async (_, bad) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      await expectRefused(shop, customer, delivery([line('set-sakura'), bad]), {
        lines: orderMessage('unavailable'),
      })
    })

    /** The line with its one modifier sent `times` times, as a tampering client may. */
    const repeated = (body: CartLineBody, times: number): CartLineBody => ({
      ...body,
      modifiers: Array.from({ length: times }, () => body.modifiers[0]!),
    })

    it.each([
      [
        'the same option three times in a pick-one group',
        repeated(line('tom-iam', 1, { hot: 1 }), 3),
      ],
      [
        'one option fifty times',
        repeated(line('kaliforniia-sies-syomga', 1, { 'soy-sauce': 1 }), 50),
      ],
    ])('a repeated option id (%s) is invalid in the quote and at placement', async (_, bad) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery([line('set-sakura'), bad])
      const quote = await shop.quote(customer.token, body)
      expect(quote.status, quote.text).toBe(200)
      expect(quote.body.data).toMatchObject({
        lines: [{ status: 'ok' }, { status: 'invalid', total: 0 }],
        problems: { lines: orderMessage('unavailable') },
      })
      await expectRefused(shop, customer, body, { lines: orderMessage('unavailable') })
    })

    it('valid required modifiers are accepted and priced', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const modifiers = { udon: 1, hot: 1, 'extra-shrimp': 2 }
      const unit = catalogUnit('uok-nudli-s-pile', modifiers)
      expect(unit).toBe(1090 + 2 * 350)
      const { order } = await shop.placed(
        customer.token,
        delivery([line('uok-nudli-s-pile', 1, modifiers)]),
      )
      expect(order).toMatchObject({ subtotal: unit, deliveryFee: CENTER.deliveryFee })
      expect(order.lines[0]!.modifiers.map((m) => [m.name, m.quantity, m.price])).toEqual([
        ['Udon', 1, 0],
        ['Hot', 1, 0],
        ['Extra shrimp', 2, 350],
      ])
    })

    it('the kitchen is closed at night: ASAP gets 422 errors.time', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      shop.clock.set(NIGHT)
      // 03:00: both the zone's kitchen and the pickup restaurant take orders from 11:00.
      const closed = {
        time: orderMessage('closedUntil', { time: en.when.today.replace('{{time}}', '11:00') }),
      }
      await expectRefused(shop, customer, delivery([line('set-sakura')]), closed)
      await expectRefused(shop, customer, pickup([line('set-sakura')]), closed)
      const quote = await shop.quote(customer.token, delivery([line('set-sakura')]))
      expect(quote.body.data).toMatchObject({ problems: closed })
    })

    it('ASAP needs the last-order margin before closing (22:30 in, 22:31 out)', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      // Tuesday: Center and Mladost close at 23:00, Lozenets at 22:30; ASAP needs 30 minutes.
      shop.clock.set(sofia('22:31'))
      await expectRefused(shop, customer, delivery([line('set-sakura')]), {
        time: orderMessage('closedUntil', { time: en.when.tomorrow.replace('{{time}}', '11:00') }),
      })
      shop.clock.set(sofia('22:30'))
      await shop.placed(customer.token, delivery([line('set-sakura')]))
    })

    it("a pickup follows its own restaurant's hours", async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      // Sunday 22 November, 11:30 in Sofia: Center is open, Lozenets opens at 12:00.
      shop.clock.set(new Date('2026-11-22T11:30:00+02:00'))
      const lozenets = seedRestaurant('lozenets').id
      await expectRefused(
        shop,
        customer,
        pickup([line('set-sakura')], { restaurantId: lozenets }),
        {
          time: orderMessage('closedUntil', { time: en.when.today.replace('{{time}}', '12:00') }),
        },
      )
      await shop.placed(customer.token, pickup([line('set-sakura')]))
      await shop.placed(customer.token, delivery([line('set-sakura')]))
    })

    it('a chosen time needs 45 minutes of lead, or what cooking and the drive take: never sooner than ASAP', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const other = await shop.signUp()
      expect(shop.clock.now).toEqual(NOON)
      await expectRefused(
        shop,
        customer,
        pickup([line('set-sakura')], { time: '2026-11-24T12:44:00+02:00' }),
        { time: orderMessage('tooSoon', { minutes: 45 }) },
      )
      await expectRefused(
        shop,
        customer,
        pickup([line('set-sakura')], { time: new Date(NOON.getTime() - MINUTE).toISOString() }),
        { time: orderMessage('tooSoon', { minutes: 45 }) },
      )
      const { order } = await shop.placed(
        customer.token,
        pickup([line('set-sakura')], { time: '2026-11-24T12:45:00+02:00' }),
      )
      expect(order.scheduledFor).toBe('2026-11-24T10:45:00.000Z')
      // A delivery to the center: 20 minutes of cooking and a 40-minute drive.
      const lead = seedRestaurant('center').prepMinutes + CENTER.etaMinutes
      await expectRefused(
        shop,
        other,
        delivery([line('set-sakura')], { time: '2026-11-24T12:59:00+02:00' }),
        { time: orderMessage('tooSoon', { minutes: lead }) },
      )
      await shop.placed(
        customer.token,
        delivery([line('set-sakura')], { time: '2026-11-24T13:00:00+02:00' }),
      )
    })

    it('a chosen time must be within open hours and the week', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      await expectRefused(
        shop,
        customer,
        pickup([line('set-sakura')], { time: '2026-11-25T02:00:00+02:00' }),
        { time: orderMessage('closed') },
      )
      await expectRefused(
        shop,
        customer,
        delivery([line('set-sakura')], { time: '2026-12-02T12:00:00+02:00' }),
        { time: orderMessage('tooFar', { days: 7 }) },
      )
      // From the night, tomorrow's lunch can be ordered.
      shop.clock.set(NIGHT)
      const { order } = await shop.placed(
        customer.token,
        delivery([line('set-sakura')], { time: '2026-11-25T12:00:00+02:00' }),
      )
      expect(order.scheduledFor).toBe('2026-11-25T10:00:00.000Z')
    })

    it('a pickup needs a restaurant that gives out orders', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { restaurantId: _, ...noRestaurant } = pickup([line('set-sakura')])
      await expectRefused(shop, customer, noRestaurant as OrderBody, { restaurantId: REQUIRED })
      await expectRefused(shop, customer, pickup([line('set-sakura')], { restaurantId: 999 }), {
        restaurantId: REQUIRED,
      })
    })

    it('a delivery needs a zone and a street', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const { regionId: _r, address: _a, ...bare } = delivery([line('set-sakura')])
      await expectRefused(shop, customer, bare as OrderBody, {
        regionId: REQUIRED,
        'address.street': REQUIRED,
      })
      await expectRefused(shop, customer, delivery([line('set-sakura')], { regionId: 999 }), {
        regionId: REQUIRED,
      })
      await expectRefused(shop, customer, delivery([line('set-sakura')], { address: undefined }), {
        'address.street': REQUIRED,
      })
      const reply = await shop.place(
        customer.token,
        delivery([line('set-sakura')], { address: { street: '  ' } }),
      )
      expect(reply.status, reply.text).toBe(422)
      expect(Object.keys((reply.body as unknown as { errors: object }).errors)).toEqual([
        'address.street',
      ])
    })

    it('quote and order need a signed-in customer', async () => {
      const shop = shopClient(t)
      const body = delivery([line('set-sakura')])
      const quote = await shop.json('POST', '/api/orders/quote', null, body)
      expect(quote.status).toBe(401)
      const placed = await shop.json('POST', '/api/orders', null, body, {
        'Idempotency-Key': 'k'.repeat(20),
      })
      expect(placed.status).toBe(401)
    })
  })
})
