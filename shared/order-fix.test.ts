import { describe, expect, it } from 'vitest'
import { fixable, lineFix } from './order-fix'

describe('taking a dish off an order', () => {
  const order = { subtotal: 7570, bonusSpent: 0, total: 7570 }

  it('lowers the subtotal and the total by the dishes, fee kept, all of it money back', () => {
    const withFee = { subtotal: 1770, bonusSpent: 0, total: 2070 }
    expect(lineFix(withFee, { quantity: 3, unitPrice: 590 }, 1)).toEqual({
      removed: 1180,
      subtotal: 590,
      bonusSpent: 0,
      bonusReturned: 0,
      total: 890,
      moneyBack: 1180,
    })
  })

  it('gives the bonuses spent back first, then money', () => {
    const spent = { ...order, bonusSpent: 300, total: 7270 }
    expect(lineFix(spent, { quantity: 1, unitPrice: 590 }, 0)).toMatchObject({
      bonusReturned: 300,
      bonusSpent: 0,
      moneyBack: 290,
      total: 6980,
    })
    // A dish worth less than the bonuses spent gives back bonuses only.
    expect(lineFix(spent, { quantity: 2, unitPrice: 100 }, 1)).toMatchObject({
      bonusReturned: 100,
      bonusSpent: 200,
      moneyBack: 0,
      total: 7270,
    })
  })

  it('is for orders under way, not an unpaid card order nor a finished one', () => {
    expect(fixable('cooking')).toBe(true)
    expect(fixable('paid')).toBe(true)
    expect(fixable('awaiting_payment')).toBe(false)
    expect(fixable('completed')).toBe(false)
    expect(fixable('cancelled')).toBe(false)
  })
})
