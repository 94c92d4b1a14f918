import { expect, it } from 'vitest'
import { boardOrder } from '#tests/support/board-order'
import { preOrders, timeToCook } from './waiting'

const NOON = Date.parse('2026-11-24T10:00:00Z')

it('counts the orders waiting for later days, by their Sofia day, and none of today', () => {
  const waiting = [
    boardOrder({ id: 1, createdAt: '2026-11-24T09:00:00Z' }),
    boardOrder({ id: 2, scheduledFor: '2026-11-25T10:00:00Z' }),
    boardOrder({ id: 3, scheduledFor: '2026-11-25T18:00:00Z' }),
    // 23:30 UTC on the 25th is already the 26th in Sofia.
    boardOrder({ id: 4, scheduledFor: '2026-11-25T23:30:00Z' }),
  ]
  expect(preOrders(waiting, '2026-11-24')).toEqual([
    { day: '2026-11-25', count: 2 },
    { day: '2026-11-26', count: 1 },
  ])
})

it('a scheduled order is to be cooked from its cooking time until it is started', () => {
  const scheduled = boardOrder({
    status: 'accepted',
    scheduledFor: '2026-11-24T11:00:00Z',
    cookAt: '2026-11-24T10:20:00Z',
  })
  expect(timeToCook(scheduled, NOON)).toBe(false)
  expect(timeToCook(scheduled, Date.parse('2026-11-24T10:20:00Z'))).toBe(true)
  expect(timeToCook({ ...scheduled, status: 'cooking' }, Date.parse('2026-11-24T10:30:00Z'))).toBe(
    false,
  )
  // As soon as possible is cooked at once, by the order's arrival, not by a time.
  expect(timeToCook({ ...scheduled, scheduledFor: null }, Date.parse('2026-11-24T10:30:00Z'))).toBe(
    false,
  )
})
