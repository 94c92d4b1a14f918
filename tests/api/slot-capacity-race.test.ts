import { and, eq, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#server/db/schema'
import { useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { postgresReachable } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { delivery, line, orderMessage, seedRestaurant } from '#tests/support/shop'

// PGlite runs one statement at a time, which hides races: the proof runs on the server, and in CI
// a missing server fails it (postgresReachable) instead of skipping it.
const reachable = await postgresReachable()
const KITCHEN = seedRestaurant('center')
const SLOT = 15 * MINUTE

describe.skipIf(!reachable)('capacity per slot under concurrency on the PostgreSQL server', () => {
  const t = useApi('postgres')
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t)
  })

  it('20 parallel orders into a slot with room for 5: exactly 5 placed, 15 refused with a 422', async () => {
    const manager = (await op.member('manager')).token
    const set = await op.operator('POST', `/kitchens/${KITCHEN.id}`, manager, { slotOrders: 5 })
    expect(set.status, set.text).toBe(200)
    // Twenty customers: one customer's orders queue on their bonus lock and would hide the race.
    const customers = []
    for (let i = 0; i < 20; i++) customers.push(await op.signUp())
    const at = new Date(Math.floor((op.clock.now.getTime() + 4 * 60 * MINUTE) / SLOT) * SLOT)
    const order = delivery([line('set-sakura')], { time: at.toISOString() })

    const replies = await Promise.all(customers.map((c) => op.place(c.token, order)))

    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(15).fill(422)])
    for (const refused of replies.filter((r) => r.status === 422)) {
      expect(errorsOf(refused)).toEqual({ time: orderMessage('slotFull') })
    }
    const inSlot = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.restaurantId, KITCHEN.id),
          eq(orders.promisedAt, at),
          ne(orders.status, 'cancelled'),
        ),
      )
    expect(inSlot).toHaveLength(5)
  })
})
