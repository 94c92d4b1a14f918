import { describe, expect, it } from 'vitest'
import { SHOP_FIGURES } from '#shared/figures'
import { shopFigures, withFigures } from './figures'

const RULES = {
  cashbackPercent: 5,
  spendCapPercent: 30,
  welcomeBonus: 500,
  referralBonus: 700,
  reviewBonus: 690,
  birthdayBonus: 500,
  birthdayDays: 3,
}
const ZONES = [{ freeDeliveryFrom: 4000 }, { freeDeliveryFrom: 3000 }]

describe('shop figures', () => {
  it('gives every figure the console offers editors a value from the data', () => {
    expect(Object.keys(shopFigures(RULES, ZONES, 'en')).sort()).toEqual([...SHOP_FIGURES].sort())
  })

  it('fills a text in its language by the one money formatter; the lowest zone for delivery', () => {
    const text = 'From {{freeDeliveryFrom}}; {{reviewBonus}} a review; {{cashbackPercent}}% back'
    expect(withFigures(text, shopFigures(RULES, ZONES, 'en'))).toBe(
      'From €30.00; €6.90 a review; 5% back',
    )
    expect(withFigures(text, shopFigures(RULES, ZONES, 'uk'))).toBe(
      'From 30,00\u00a0€; 6,90\u00a0€ a review; 5% back',
    )
  })

  it('leaves a name it does not know as written, and a shop without zones no delivery figure', () => {
    const figures = shopFigures(RULES, [], 'bg')
    expect(withFigures('{{freeDeliveryFrom}} {{dinner}}', figures)).toBe(
      '{{freeDeliveryFrom}} {{dinner}}',
    )
  })
})
