import { expect, it } from 'vitest'
import { boardOrder } from '#tests/support/board-order'
import { lanesOf } from './lanes'

const ids = (lanes: ReturnType<typeof lanesOf>) =>
  Object.fromEntries(lanes.map((lane) => [lane.id, lane.orders.map((order) => order.id)]))

it('puts new and paid orders in one lane by due time, held ones first, and leaves finished ones out', () => {
  const orders = [
    boardOrder({ id: 1, status: 'paid', promisedAt: '2026-11-24T12:30:00Z' }),
    boardOrder({ id: 2, status: 'new', promisedAt: '2026-11-24T12:10:00Z' }),
    boardOrder({ id: 3, status: 'new', awaitingConfirmation: true }),
    boardOrder({ id: 4, status: 'cooking' }),
    boardOrder({ id: 5, status: 'accepted', promisedAt: '2026-11-24T12:20:00Z' }),
    boardOrder({ id: 6, status: 'ready_for_pickup', orderType: 'pickup' }),
    boardOrder({ id: 7, status: 'on_the_way' }),
    boardOrder({ id: 8, status: 'completed' }),
    boardOrder({ id: 9, status: 'cancelled' }),
    boardOrder({ id: 10, status: 'awaiting_payment' }),
  ]
  expect(ids(lanesOf(orders))).toEqual({
    toAccept: [3, 2, 1],
    cooking: [5, 4],
    ready: [6],
    onTheWay: [7],
  })
})
