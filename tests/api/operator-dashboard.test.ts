import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { orderLines, orders, refunds, staff } from '#server/db/schema'
import type { OrderSource } from '#shared/checkout'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  expectDocumented,
  newStaff,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import { NOON } from '#tests/support/shop'

const ENGINES = await engines()

type Payments = { cash: number; cardOnline: number; cardAtDoor: number }
type Counts = {
  placed: number
  completed: number
  cancelled: number
  orders: number
  revenue: number
  averageOrder: number
  payments: Payments
}
type Figures = Counts & {
  date: string
  restaurants: (Counts & { restaurantId: number; name: string })[]
  sources: { source: OrderSource; placed: number; orders: number; revenue: number }[]
  couriers: {
    staffId: number
    name: string
    deliveries: number
    cashOrders: number
    cash: number
  }[]
  refunds: { count: number; amount: number; open: number }
  topProducts: { productId: number; name: string; quantity: number; revenue: number }[]
  offers: unknown[]
  perHour: { hour: number; orders: number; revenue: number }[]
}

// 10 November 2026 in Sofia is UTC+2: 00:10 there is 22:10 UTC the day before.
const DAY = '2026-11-10'
const at = (utc: string) => new Date(utc)

describe.each(ENGINES)('the dashboard on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = await op.staffOf('manager')
    const customer = await op.signUp()
    const sakura = seedProduct('set-sakura')
    const edamame = seedProduct('edamame')
    /** An order placed at `createdAt` with lines of [product, quantity, line total]. */
    const order = async (
      createdAt: Date,
      status: string,
      paid: boolean,
      lines: [typeof sakura, number, number][],
      source: OrderSource = 'web',
    ) => {
      const total = lines.reduce((sum, [, , cents]) => sum + cents, 0)
      const [row] = await t.db
        .insert(orders)
        .values({
          customerId: customer.id,
          status,
          orderType: 'pickup',
          restaurantId: 1,
          paymentType: paid ? 'card_online' : 'cash',
          source,
          lang: 'bg',
          subtotal: total,
          deliveryFee: 0,
          total,
          paidAt: paid ? createdAt : null,
          promisedAt: createdAt,
          createdAt,
          updatedAt: createdAt,
        })
        .returning()
      await t.db.insert(orderLines).values(
        lines.map(([product, quantity, cents]) => ({
          orderId: row!.id,
          productId: product.id,
          name: product.name.bg,
          image: product.image,
          quantity,
          unitPrice: cents / quantity,
          modifiers: [],
          total: cents,
        })),
      )
    }
    // Counted: completed cash at 11:15, paid online at 12:40 (still cooking), completed at 00:10.
    await order(at('2026-11-10T09:15:00Z'), 'completed', false, [
      [sakura, 1, 3490],
      [edamame, 1, 590],
    ])
    // Two came from an assistant's checkout link: one paid, one still to pay at the door.
    await order(at('2026-11-10T10:40:00Z'), 'cooking', true, [[edamame, 4, 2360]], 'assistant')
    await order(at('2026-11-09T22:10:00Z'), 'completed', false, [[sakura, 2, 6980]])
    // Placed but not revenue: cancelled after paying (refunded), and cash still cooking.
    await order(at('2026-11-10T10:50:00Z'), 'cancelled', true, [[sakura, 5, 17450]])
    await order(at('2026-11-10T11:05:00Z'), 'cooking', false, [[edamame, 1, 590]], 'assistant')
    // Other days in Sofia: 23:30 on the 9th, 00:05 on the 11th.
    await order(at('2026-11-09T21:30:00Z'), 'completed', false, [[edamame, 9, 5310]])
    await order(at('2026-11-10T22:05:00Z'), 'completed', false, [[edamame, 9, 5310]])
  })

  const figures = (query: string) =>
    op.json<{ data: Figures }>('GET', `/api/operator/dashboard${query}`, manager)

  it("counts a Sofia day's paid or completed orders: revenue, average, top products, hours", async () => {
    const reply = await figures(`?date=${DAY}`)
    expect(reply.status, reply.text).toBe(200)
    expectDocumented(op, 'get', '/operator/dashboard', reply.body)
    const { perHour, ...totals } = reply.body.data
    const revenue = 3490 + 590 + 2360 + 6980
    const counts = {
      orders: 3,
      revenue,
      averageOrder: Math.round(revenue / 3),
      placed: 5,
      completed: 2,
      cancelled: 1,
      // The cash orders were completed; the card one was paid online.
      payments: { cash: 3490 + 590 + 6980, cardOnline: 2360, cardAtDoor: 0 },
    }
    expect(totals).toEqual({
      date: DAY,
      ...counts,
      restaurants: [{ restaurantId: 1, name: 'Hanami Sushi Center', ...counts }],
      sources: [
        { source: 'web', placed: 3, orders: 2, revenue: 3490 + 590 + 6980 },
        { source: 'phone', placed: 0, orders: 0, revenue: 0 },
        { source: 'assistant', placed: 2, orders: 1, revenue: 2360 },
      ],
      couriers: [],
      refunds: { count: 0, amount: 0, open: 0 },
      topProducts: [
        // Named in the staff member's language (the lines were written in Bulgarian).
        { productId: seedProduct('edamame').id, name: 'Edamame', quantity: 5, revenue: 2950 },
        {
          productId: seedProduct('set-sakura').id,
          name: 'Sakura Set',
          quantity: 3,
          revenue: 10470,
        },
      ],
      offers: [],
    })
    expect(perHour).toHaveLength(24)
    expect(perHour.filter((h) => h.orders > 0)).toEqual([
      { hour: 0, orders: 1, revenue: 6980 },
      { hour: 11, orders: 1, revenue: 4080 },
      { hour: 12, orders: 1, revenue: 2360 },
    ])
  })

  it('answers today in Sofia without a date, zeros on a day without orders', async () => {
    const reply = await figures('')
    expect(reply.body.data).toMatchObject({
      date: '2026-11-24',
      orders: 0,
      revenue: 0,
      averageOrder: 0,
      topProducts: [],
    })
    expect(reply.body.data.perHour.every((h) => h.orders === 0)).toBe(true)
  })

  it('refuses a malformed date with a field message', async () => {
    const reply = await figures('?date=10.11.2026')
    expect(reply.status).toBe(422)
    expect(errorsOf(reply)).toEqual({ date: en.validation.invalid })
  })

  it('counts an order on its due day, as the board shows it: placed the day before for the next', async () => {
    const customer = await op.signUp()
    const placedAt = at('2026-11-19T17:00:00Z')
    const [row] = await t.db
      .insert(orders)
      .values({
        customerId: customer.id,
        status: 'completed',
        orderType: 'pickup',
        restaurantId: 1,
        paymentType: 'cash',
        lang: 'en',
        subtotal: 2000,
        deliveryFee: 0,
        total: 2000,
        // 12:00 in Sofia on the 20th.
        scheduledFor: at('2026-11-20T10:00:00Z'),
        promisedAt: at('2026-11-20T10:00:00Z'),
        createdAt: placedAt,
        updatedAt: placedAt,
      })
      .returning()
    const due = await figures('?date=2026-11-20')
    expect(due.body.data).toMatchObject({ placed: 1, orders: 1, revenue: 2000 })
    expect(due.body.data.perHour.find((h) => h.orders > 0)?.hour).toBe(12)
    expect((await figures('?date=2026-11-19')).body.data.placed).toBe(0)
    const kitchen = await op.staffOf('kitchen')
    const board = await op.json<{ data: { id: number }[] }>(
      'GET',
      '/api/operator/orders?date=2026-11-20',
      kitchen,
    )
    expect(board.body.data.map((o) => o.id)).toEqual([row!.id])
  })

  describe('the end of a shift', () => {
    // 12 November 2026: the day's orders in every state, in two kitchens, with two couriers.
    const SHIFT = '2026-11-12'
    let ivo: number
    let mila: number
    beforeAll(async () => {
      ivo = (await newStaff(t.db, 'courier')).id
      mila = (await newStaff(t.db, 'courier')).id
      await t.db.update(staff).set({ name: 'Ivo' }).where(eq(staff.id, ivo))
      // A name a spreadsheet would take for a formula.
      await t.db.update(staff).set({ name: '=Mila' }).where(eq(staff.id, mila))
      const customer = await op.signUp()
      let minute = 0
      const order = async (
        restaurantId: number,
        status: string,
        paymentType: 'cash' | 'card_online' | 'card_on_delivery',
        total: number,
        extra: { courierId?: number; paid?: boolean; refund?: 'completed' | 'failed' } = {},
      ) => {
        // From 09:00 in Sofia, a minute apart.
        const createdAt = new Date(Date.parse(`${SHIFT}T07:00:00Z`) + 60_000 * minute++)
        const [row] = await t.db
          .insert(orders)
          .values({
            customerId: customer.id,
            status,
            orderType: extra.courierId ? 'delivery' : 'pickup',
            restaurantId,
            paymentType,
            lang: 'bg',
            subtotal: total,
            deliveryFee: 0,
            total,
            courierId: extra.courierId ?? null,
            paidAt: extra.paid ? createdAt : null,
            paymentTransactionId: extra.paid ? `tx-${minute}` : null,
            promisedAt: createdAt,
            createdAt,
            updatedAt: createdAt,
          })
          .returning()
        if (extra.refund) {
          await t.db.insert(refunds).values({
            orderId: row!.id,
            transactionId: `tx-${minute}`,
            amount: total,
            status: extra.refund,
            createdAt,
            updatedAt: createdAt,
          })
        }
      }
      // Center (1): every state the board knows, only the completed and the paid ones earned.
      await order(1, 'new', 'cash', 1000)
      await order(1, 'awaiting_payment', 'card_online', 1100)
      await order(1, 'payment_failed', 'card_online', 1200)
      await order(1, 'paid', 'card_online', 1300, { paid: true })
      await order(1, 'accepted', 'card_on_delivery', 1400)
      await order(1, 'cooking', 'cash', 1500)
      await order(1, 'ready_for_pickup', 'card_online', 1600, { paid: true })
      await order(1, 'completed', 'card_on_delivery', 1700)
      await order(1, 'cancelled', 'card_online', 1800, { paid: true, refund: 'completed' })
      await order(1, 'cancelled', 'cash', 1900)
      // Lozenets (2): deliveries. Ivo carried two cash and a card one, Mila one cash; Mila's
      // second is still on the way (not handed in yet); a refund Viva refused waits for a retry.
      await order(2, 'completed', 'cash', 2000, { courierId: ivo })
      await order(2, 'completed', 'cash', 2100, { courierId: ivo })
      await order(2, 'completed', 'card_on_delivery', 2200, { courierId: ivo })
      await order(2, 'completed', 'cash', 2300, { courierId: mila })
      await order(2, 'on_the_way', 'cash', 2400, { courierId: mila })
      await order(2, 'cancelled', 'card_online', 2500, { paid: true, refund: 'failed' })
    })

    it('splits the day by state, way of paying, restaurant and courier, with the refunds', async () => {
      const reply = await figures(`?date=${SHIFT}`)
      expect(reply.status, reply.text).toBe(200)
      expectDocumented(op, 'get', '/operator/dashboard', reply.body)
      const { restaurants, couriers, refunds: refunded, ...day } = reply.body.data
      const center = {
        placed: 10,
        completed: 1,
        cancelled: 2,
        orders: 3,
        revenue: 1300 + 1600 + 1700,
        averageOrder: Math.round((1300 + 1600 + 1700) / 3),
        payments: { cash: 0, cardOnline: 1300 + 1600, cardAtDoor: 1700 },
      }
      const lozenets = {
        placed: 6,
        completed: 4,
        cancelled: 1,
        orders: 4,
        revenue: 2000 + 2100 + 2200 + 2300,
        averageOrder: Math.round((2000 + 2100 + 2200 + 2300) / 4),
        payments: { cash: 2000 + 2100 + 2300, cardOnline: 0, cardAtDoor: 2200 },
      }
      expect(restaurants).toEqual([
        { restaurantId: 1, name: 'Hanami Sushi Center', ...center },
        { restaurantId: 2, name: 'Hanami Sushi Lozenets', ...lozenets },
      ])
      const revenue = center.revenue + lozenets.revenue
      expect(day).toMatchObject({
        placed: 16,
        completed: 5,
        cancelled: 3,
        orders: 7,
        revenue,
        payments: { cash: 6400, cardOnline: 2900, cardAtDoor: 3900 },
      })
      expect(day.payments.cash + day.payments.cardOnline + day.payments.cardAtDoor).toBe(revenue)
      // Sorted by name: "=Mila" before "Ivo".
      expect(couriers).toEqual([
        { staffId: mila, name: '=Mila', deliveries: 1, cashOrders: 1, cash: 2300 },
        { staffId: ivo, name: 'Ivo', deliveries: 3, cashOrders: 2, cash: 4100 },
      ])
      expect(refunded).toEqual({ count: 1, amount: 1800, open: 1 })
    })

    it('answers the day of the moved clock by default: Sofia midnight, not UTC', async () => {
      // 23:30 in Sofia on the 12th is still the shift's day; 00:30 on the 13th is the next one.
      op.clock.set(new Date(`${SHIFT}T21:30:00Z`))
      expect((await figures('')).body.data).toMatchObject({ date: SHIFT, placed: 16 })
      op.clock.set(new Date(`${SHIFT}T22:30:00Z`))
      expect((await figures('')).body.data).toMatchObject({ date: '2026-11-13', placed: 0 })
      op.clock.set(NOON)
    })

    /** The CSV's bytes as text, the BOM kept (Response.text() would drop it). */
    const csv = async (query: string, lang = 'en') => {
      const response = await op.api.request(`/api/operator/dashboard.csv${query}`, {
        headers: { Authorization: `Bearer ${manager}`, 'Accept-Language': lang },
      })
      const bytes = new Uint8Array(await response.arrayBuffer())
      return { response, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
    }

    it('exports the day as one CSV for Excel: BOM, sections, `;` and decimal commas', async () => {
      const { response, text } = await csv(`?date=${SHIFT}&lang=bg`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="figures-${SHIFT}.csv"`,
      )
      expect(text.startsWith('\uFEFFОтчет за деня 2026-11-12\r\n')).toBe(true)
      const lines = text.slice(1).split('\r\n')
      // Bulgarian Excel: `;` between cells and a decimal comma.
      for (const line of [
        'Направени;16',
        'Изпълнени;5',
        'Отказани;3',
        'Оборот;132,00',
        'В брой;64,00',
        'С карта онлайн;29,00',
        'С карта при получаване;39,00',
        'Брой възстановявания;1',
        'Върната сума;18,00',
        'Непотвърдени от Viva;1',
        'Ресторант;Направени;Изпълнени;Отказани;Поръчки в оборота;Оборот;В брой;С карта онлайн;С карта при получаване',
        'Hanami Sushi Център;10;1;2;3;46,00;0,00;29,00;17,00',
        'Куриер;Доставки;Доставки в брой;За предаване',
        'Ivo;3;2;41,00',
        // Never a formula when the spreadsheet opens it.
        "'=Mila;1;1;23,00",
      ]) {
        expect(lines).toContain(line)
      }
    })

    it('writes the words in the language of the header when the link names none', async () => {
      const { text } = await csv(`?date=${SHIFT}`)
      const lines = text.slice(1).split('\r\n')
      expect(lines[0]).toBe('Figures of 2026-11-12')
      // The same separators as the invoices' file: the accountant's Excel is Bulgarian.
      expect(lines).toContain('Revenue;132,00')
      expect(lines).toContain('Hanami Sushi Lozenets;6;4;1;4;86,00;64,00;0,00;22,00')
      // Where the orders came from: the website, the phone, an assistant's hand-over.
      expect(lines).toContain('Source;Placed;Orders in revenue;Revenue')
      expect(lines.find((line) => line.startsWith('Website;'))).toMatch(/^Website;16;\d+;132,00$/)
      expect(lines).toContain('Phone;0;0;0,00')
    })

    it('is for managers only and refuses a malformed day', async () => {
      const kitchen = await op.staffOf('kitchen')
      const refused = await op.api.request(`/api/operator/dashboard.csv?date=${SHIFT}`, {
        headers: { Authorization: `Bearer ${kitchen}` },
      })
      expect(refused.status).toBe(403)
      expect((await csv('?date=12.11.2026')).response.status).toBe(422)
      expect((await csv('?lang=xx')).response.status).toBe(422)
    })
  })
})
