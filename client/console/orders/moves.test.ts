import { describe, expect, it } from 'vitest'
import {
  asksConfirmation,
  awaitsConfirmation,
  canCancel,
  mayCancel,
  mayFix,
  nextMoves,
} from './moves'

describe("an order's next moves", () => {
  it('goes forward through the kitchen, by the way the order leaves', () => {
    expect(nextMoves({ status: 'new', orderType: 'delivery' })).toEqual(['accepted'])
    expect(nextMoves({ status: 'paid', orderType: 'pickup' })).toEqual(['accepted'])
    expect(nextMoves({ status: 'cooking', orderType: 'delivery' })).toEqual(['on_the_way'])
    expect(nextMoves({ status: 'cooking', orderType: 'pickup' })).toEqual(['ready_for_pickup'])
    expect(nextMoves({ status: 'ready_for_pickup', orderType: 'pickup' })).toEqual(['completed'])
  })

  it('leaves payment states to the payment, and cancelling to its own button', () => {
    expect(nextMoves({ status: 'awaiting_payment', orderType: 'delivery' })).toEqual([])
    expect(nextMoves({ status: 'payment_failed', orderType: 'delivery' })).toEqual([])
    expect(canCancel({ status: 'awaiting_payment', orderType: 'delivery' })).toBe(true)
  })

  it('a held order waits for its confirmation, then goes forward; one that is over waits for none', () => {
    const held = { status: 'paid', orderType: 'pickup', awaitingConfirmation: true } as const
    expect(awaitsConfirmation(held)).toBe(true)
    expect(nextMoves(held)).toEqual([])
    expect(canCancel(held)).toBe(true)
    expect(nextMoves({ ...held, awaitingConfirmation: false })).toEqual(['accepted'])
    expect(awaitsConfirmation({ ...held, status: 'cancelled' })).toBe(false)
  })

  it('offers the kitchen no Cancel on a paid card order: its refund is a manager’s word', () => {
    const paid = {
      status: 'paid',
      orderType: 'delivery',
      paymentType: 'card_online',
      paidAt: '2026-11-24T10:00:00Z',
    } as const
    expect(mayCancel(paid, 'kitchen')).toBe(false)
    expect(mayCancel(paid, 'manager')).toBe(true)
    expect(mayCancel(paid, 'admin')).toBe(true)
    expect(mayCancel({ ...paid, paymentType: 'cash', paidAt: null }, 'kitchen')).toBe(true)
    expect(mayCancel({ ...paid, status: 'awaiting_payment', paidAt: null }, 'kitchen')).toBe(true)
    expect(mayCancel({ ...paid, status: 'completed' }, 'manager')).toBe(false)
  })

  it('offers dishes to take off an order under way, a paid card order to managers only', () => {
    const paid = {
      status: 'cooking',
      orderType: 'delivery',
      paymentType: 'card_online',
      paidAt: '2026-11-24T10:00:00Z',
    } as const
    expect(mayFix(paid, 'kitchen')).toBe(false)
    expect(mayFix(paid, 'manager')).toBe(true)
    expect(mayFix({ ...paid, paymentType: 'cash', paidAt: null }, 'kitchen')).toBe(true)
    // An unpaid card order's amount is on Viva's page; a finished one is over.
    expect(mayFix({ ...paid, status: 'awaiting_payment', paidAt: null }, 'manager')).toBe(false)
    expect(mayFix({ ...paid, status: 'completed' }, 'manager')).toBe(false)
  })

  it('an order that is over has nowhere to go', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      expect(nextMoves({ status, orderType: 'delivery' })).toEqual([])
      expect(canCancel({ status, orderType: 'delivery' })).toBe(false)
    }
  })
})

it('asks before completing, the one move nobody can take back, and before no other', () => {
  expect(asksConfirmation('completed')).toBe(true)
  for (const to of ['accepted', 'cooking', 'on_the_way', 'ready_for_pickup'] as const) {
    expect(asksConfirmation(to)).toBe(false)
  }
})
