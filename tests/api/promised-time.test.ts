import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { restaurants } from '#server/db/schema'
import { useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { CENTER, delivery, line, manyOpenOrders, pickup, seedRestaurant } from '#tests/support/shop'

const ENGINES = await engines()
const KITCHEN = seedRestaurant('center')

describe.each(ENGINES)('an honest ASAP time on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(async () => {
    op = operatorClient(t)
    // The kitchen's queue is made of one customer's orders.
    await manyOpenOrders(t)
  })

  const quoted = async (token: string, body: object) => {
    const reply = await op.quote(token, body)
    expect(reply.status, reply.text).toBe(200)
    return Date.parse(reply.body.data.promisedAt as string)
  }
  const minutesOn = (minutes: number) => op.clock.now.getTime() + minutes * MINUTE

  it('quotes preparation plus the zone’s time, more with each group of waiting orders and busy minutes, and stores it', async () => {
    const customer = await op.signUp()
    const order = delivery([line('set-sakura')])
    const base = KITCHEN.prepMinutes + CENTER.etaMinutes
    expect(await quoted(customer.token, order)).toBe(minutesOn(base))
    // A pickup at the same kitchen has no delivery time.
    expect(await quoted(customer.token, pickup([line('set-sakura')]))).toBe(
      minutesOn(KITCHEN.prepMinutes),
    )

    // One order short of a group: no change; the group's last one adds its minutes.
    const waiting = []
    for (let i = 1; i < KITCHEN.queueOrders; i++) {
      waiting.push((await op.placed(customer.token, order)).order)
    }
    expect(await quoted(customer.token, order)).toBe(minutesOn(base))
    const last = await op.placed(customer.token, order)
    expect(await quoted(customer.token, order)).toBe(minutesOn(base + KITCHEN.queueMinutes))

    // Busy mode's extra minutes come on top.
    await t.db.update(restaurants).set({ busyMinutes: 15 }).where(eq(restaurants.id, KITCHEN.id))
    t.catalog.invalidate()
    expect(await quoted(customer.token, order)).toBe(minutesOn(base + KITCHEN.queueMinutes + 15))

    // What the quote says is what the order keeps, and what its customer and the board see.
    const placed = await op.placed(customer.token, order)
    expect(Date.parse(placed.order.promisedAt)).toBe(minutesOn(base + KITCHEN.queueMinutes + 15))
    const board = await op.operator<{ data: { id: number; promisedAt: string }[] }>(
      'GET',
      '/orders?perPage=100',
      await op.staffOf('kitchen'),
    )
    expect(board.body.data.find((o) => o.id === placed.order.id)?.promisedAt).toBe(
      placed.order.promisedAt,
    )

    // Orders out of the kitchen no longer wait.
    for (const o of [...waiting, last.order])
      await op.advance(o.id, 'accepted', 'cooking', 'on_the_way')
    await t.db.update(restaurants).set({ busyMinutes: 0 }).where(eq(restaurants.id, KITCHEN.id))
    t.catalog.invalidate()
    expect(await quoted(customer.token, order)).toBe(minutesOn(base))
  })

  it('a chosen time is promised as chosen', async () => {
    const customer = await op.signUp()
    const time = new Date(minutesOn(3 * 60)).toISOString()
    expect(await quoted(customer.token, delivery([line('set-sakura')], { time }))).toBe(
      Date.parse(time),
    )
  })
})
