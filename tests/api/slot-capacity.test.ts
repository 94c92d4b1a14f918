import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { expectApiError, useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import {
  CENTER,
  catalogUnit,
  delivery,
  line,
  manyOpenOrders,
  orderMessage,
  seedRestaurant,
} from '#tests/support/shop'

const ENGINES = await engines()
const KITCHEN = seedRestaurant('center')
const SLOT = 15 * MINUTE

describe.each(ENGINES)('capacity per 15-minute slot on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = (await op.member('manager')).token
    // The slots are filled by one customer's orders.
    await manyOpenOrders(t)
  })

  const capacity = async (slotOrders: number | null, slotAmount: number | null = null) => {
    const reply = await op.operator<{ data: { slotOrders: number | null } }>(
      'POST',
      `/kitchens/${KITCHEN.id}`,
      manager,
      { slotOrders, slotAmount },
    )
    expect(reply.status, reply.text).toBe(200)
  }
  const quote = async (token: string, body: object) => {
    const reply = await op.quote(token, body)
    expect(reply.status, reply.text).toBe(200)
    return reply.body.data as { promisedAt: string; fullSlots: string[]; problems: object }
  }

  it('a full slot is not offered and refuses a placement; ASAP moves on to the next slot with room', async () => {
    const customer = await op.signUp()
    await capacity(2)
    // Three hours ahead, on a slot's start: two orders fill it.
    const at = new Date(Math.floor((op.clock.now.getTime() + 3 * 60 * MINUTE) / SLOT) * SLOT)
    const chosen = delivery([line('set-sakura')], { time: at.toISOString() })
    expect((await quote(customer.token, chosen)).fullSlots).toEqual([])
    await op.placed(customer.token, chosen)
    await op.placed(customer.token, {
      ...chosen,
      time: new Date(at.getTime() + 10 * MINUTE).toISOString(),
    })
    const offered = await quote(customer.token, chosen)
    expect(offered.fullSlots).toEqual([at.toISOString()])
    expect(offered.problems).toEqual({ time: orderMessage('slotFull') })
    const refused = await op.place(customer.token, chosen)
    expectApiError(refused, 422, en.validation.failed)
    expect(errorsOf(refused)).toEqual({ time: orderMessage('slotFull') })
    // The next slot has room.
    const next = { ...chosen, time: new Date(at.getTime() + SLOT).toISOString() }
    expect((await op.place(customer.token, next)).status).toBe(201)

    // ASAP: its slot is full after two, and the third is promised at the next slot's start.
    const asap = delivery([line('set-sakura')])
    const first = Date.parse((await quote(customer.token, asap)).promisedAt)
    expect(first).toBe(
      Math.ceil(
        (op.clock.now.getTime() + (KITCHEN.prepMinutes + CENTER.etaMinutes) * MINUTE) / MINUTE,
      ) * MINUTE,
    )
    const slotOfFirst = Math.floor(first / SLOT) * SLOT
    await op.placed(customer.token, asap)
    // A cancelled order frees its place.
    const cancelled = await op.placed(customer.token, asap)
    expect((await op.cancel(cancelled.order.id)).status).toBe(200)
    await op.placed(customer.token, asap)
    const moved = await quote(customer.token, asap)
    expect(moved.problems).toEqual({})
    expect(moved.promisedAt).toBe(new Date(slotOfFirst + SLOT).toISOString())
    const placed = await op.placed(customer.token, asap)
    expect(placed.order.promisedAt).toBe(new Date(slotOfFirst + SLOT).toISOString())
    await capacity(null)
  })

  it('an amount per slot counts what the orders in it cost', async () => {
    const customer = await op.signUp()
    const unit = catalogUnit('set-sakura')
    await capacity(null, 2 * unit + 100)
    const at = new Date(Math.floor((op.clock.now.getTime() + 5 * 60 * MINUTE) / SLOT) * SLOT)
    const chosen = delivery([line('set-sakura')], { time: at.toISOString() })
    await op.placed(customer.token, chosen)
    await op.placed(customer.token, chosen)
    expect(errorsOf(await op.place(customer.token, chosen))).toEqual({
      time: orderMessage('slotFull'),
    })
    await capacity(null, null)
    expect((await op.place(customer.token, chosen)).status).toBe(201)
  })
})
