import { describe, expect, it } from 'vitest'
import type { AppliedOffer } from './offers'
import { fixable, lineFix } from './order-fix'

describe('taking a dish off an order', () => {
  const order = { subtotal: 7570, bonusSpent: 0, total: 7570, offers: [] }

  it('lowers the subtotal and the total by the dishes, fee kept, all of it money back', () => {
    const withFee = { subtotal: 1770, bonusSpent: 0, total: 2070, offers: [] }
    expect(lineFix(withFee, { quantity: 3, unitPrice: 590 }, 1)).toEqual({
      removed: 1180,
      subtotal: 590,
      offers: [],
      discount: 0,
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

  const offer = (fields: Partial<AppliedOffer>): AppliedOffer => ({
    offerId: 1,
    name: { bg: 'О', ru: 'О', en: 'O', uk: 'О' },
    kind: 'order_percent',
    code: null,
    amount: 0,
    value: 10,
    categoryId: null,
    ...fields,
  })

  it('prices the offers again on the dishes left: a percent shrinks, an amount stays, free delivery stays', () => {
    // Rolls 2 × €10 (category 1) and a set €30 (category 2); fee €3 waived; 10 % off: €5.
    const placed = [
      offer({ offerId: 1, amount: 500 }),
      offer({ offerId: 2, kind: 'free_delivery', value: 0, amount: 300 }),
    ]
    const figures = { subtotal: 5000, bonusSpent: 0, total: 5000 + 300 - 800, offers: placed }
    const set = { total: 3000, categoryId: 2 }
    const fix = lineFix(figures, { quantity: 2, unitPrice: 1000, categoryId: 1 }, 1, [set])
    // €10 off the dishes, €1 less discount: €9 back, and the total is what a new order would pay.
    expect(fix).toMatchObject({ removed: 1000, discount: 700, moneyBack: 900, total: 3600 })
    expect(fix.offers.map((o) => o.amount)).toEqual([400, 300])

    const fixed = {
      ...figures,
      offers: [offer({ kind: 'order_amount', value: 1500, amount: 1500 })],
    }
    const amount = lineFix(fixed, { quantity: 2, unitPrice: 1000, categoryId: 1 }, 0, [set])
    expect(amount).toMatchObject({ discount: 1500, moneyBack: 2000 })

    const onRolls = [offer({ kind: 'category_percent', value: 50, categoryId: 1, amount: 1000 })]
    const category = lineFix(
      { ...figures, offers: onRolls },
      { quantity: 2, unitPrice: 1000, categoryId: 1 },
      1,
      [set],
    )
    // Half of the €10 roll was discounted: the customer is spared €5.
    expect(category).toMatchObject({ discount: 500, moneyBack: 500 })
  })

  it('is for orders under way, not an unpaid card order nor a finished one', () => {
    expect(fixable('cooking')).toBe(true)
    expect(fixable('paid')).toBe(true)
    expect(fixable('awaiting_payment')).toBe(false)
    expect(fixable('completed')).toBe(false)
    expect(fixable('cancelled')).toBe(false)
  })
})
