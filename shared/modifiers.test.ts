import { describe, expect, it } from 'vitest'
import type { ModifierGroup } from './contract/catalog'
import { selectionProblems, toCartModifiers, unitPrice } from './modifiers'

const option = (id: number, price: number, maxQuantity = 1) => ({
  id,
  slug: `o${id}`,
  name: `O${id}`,
  price,
  maxQuantity,
  allergens: [],
})
const sauces: ModifierGroup = {
  id: 1,
  slug: 'sauces',
  name: 'Sauces',
  required: false,
  min: 0,
  max: 2,
  options: [option(11, 90, 3), option(12, 50), option(13, 90)],
}
const base: ModifierGroup = {
  id: 2,
  slug: 'base',
  name: 'Base',
  required: true,
  min: 1,
  max: 1,
  options: [option(21, 0), option(22, 0)],
}

describe('modifier rules', () => {
  it('a required group needs a choice', () => {
    expect(selectionProblems([base], {})).toEqual([{ groupId: 2, kind: 'min' }])
    expect(selectionProblems([base], { 21: 1 })).toEqual([])
  })

  it('a group takes at most max distinct options, each up to its own quantity', () => {
    expect(selectionProblems([sauces], { 11: 3, 12: 1 })).toEqual([])
    expect(selectionProblems([sauces], { 11: 1, 12: 1, 13: 1 })).toEqual([
      { groupId: 1, kind: 'max' },
    ])
    expect(selectionProblems([sauces], { 12: 2 })).toEqual([{ groupId: 1, kind: 'quantity' }])
  })

  it('an option of another product is refused', () => {
    expect(selectionProblems([sauces], { 99: 1 })).toEqual([{ groupId: 0, kind: 'unknown' }])
  })

  it('prices one unit in integer cents', () => {
    const modifiers = toCartModifiers([sauces, base], { 11: 2, 21: 1 })
    expect(modifiers).toEqual([
      { id: 11, quantity: 2, currentPrice: 90 },
      { id: 21, quantity: 1, currentPrice: 0 },
    ])
    expect(unitPrice(1190, modifiers)).toBe(1370)
  })
})
