import { expect, it } from 'vitest'
import { cartMinimum } from './delivery-choice'

const ZONES = [
  { id: 1, minOrder: 1500 },
  { id: 5, minOrder: 3500 },
]

it('asks the chosen zone’s minimum, not the lowest of all zones (issue 30)', () => {
  expect(cartMinimum(ZONES, { orderType: 'delivery', regionId: 5 })).toBe(3500)
})

it('asks the lowest before a zone is chosen, and nothing of a pickup', () => {
  expect(cartMinimum(ZONES, { orderType: 'delivery', regionId: null })).toBe(1500)
  expect(cartMinimum(ZONES, { orderType: 'delivery', regionId: 99 })).toBe(1500)
  expect(cartMinimum(ZONES, { orderType: 'pickup', regionId: 5 })).toBeNull()
  expect(cartMinimum(null, { orderType: 'delivery', regionId: 5 })).toBeNull()
})
