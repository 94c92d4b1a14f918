import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { orderLines, orders } from '#server/db/schema'
import { useApi } from '../support/api'
import { engines } from '../support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '../support/operator'
import { seedProduct } from '../support/seed'

const ENGINES = await engines()

type Figures = {
  date: string
  orders: number
  revenue: number
  averageOrder: number
  placed: number
  cancelled: number
  topProducts: { productId: number; name: string; quantity: number; revenue: number }[]
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
    await order(at('2026-11-10T10:40:00Z'), 'cooking', true, [[edamame, 4, 2360]])
    await order(at('2026-11-09T22:10:00Z'), 'completed', false, [[sakura, 2, 6980]])
    // Placed but not revenue: cancelled after paying (refunded), and cash still cooking.
    await order(at('2026-11-10T10:50:00Z'), 'cancelled', true, [[sakura, 5, 17450]])
    await order(at('2026-11-10T11:05:00Z'), 'cooking', false, [[edamame, 1, 590]])
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
    expect(totals).toEqual({
      date: DAY,
      orders: 3,
      revenue,
      averageOrder: Math.round(revenue / 3),
      placed: 5,
      cancelled: 1,
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
})
