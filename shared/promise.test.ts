import { expect, it } from 'vitest'
import { asapPromise, type KitchenPace, queueDelay } from './promise'

const NOW = new Date('2026-11-24T10:00:20Z')
const PACE: KitchenPace = { prepMinutes: 20, queueOrders: 5, queueMinutes: 10, busyMinutes: 0 }
/** `minutes` after NOW, up to the whole minute. */
const at = (minutes: number) => new Date(Date.parse('2026-11-24T10:01:00Z') + minutes * 60_000)

it('promises preparation plus the zone’s delivery time, up to the whole minute', () => {
  expect(asapPromise(NOW, PACE, 40, 0)).toEqual(at(60))
  // A pickup has no delivery time.
  expect(asapPromise(NOW, PACE, 0, 0)).toEqual(at(20))
})

it('adds the queue’s minutes per full group of waiting orders', () => {
  expect(queueDelay(PACE, 4)).toBe(0)
  expect(queueDelay(PACE, 5)).toBe(10)
  expect(queueDelay(PACE, 14)).toBe(20)
  expect(asapPromise(NOW, PACE, 40, 10)).toEqual(at(80))
  // A kitchen that counts no queue (0 orders per step) adds nothing.
  expect(queueDelay({ ...PACE, queueOrders: 0 }, 50)).toBe(0)
})

it('adds busy mode’s extra minutes', () => {
  expect(asapPromise(NOW, { ...PACE, busyMinutes: 15 }, 40, 5)).toEqual(at(85))
})
