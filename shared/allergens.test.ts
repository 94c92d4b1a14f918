import { describe, expect, it } from 'vitest'
import { freeOf, inAnnexOrder, lineAllergens } from './allergens'

describe('allergens', () => {
  it('a line carries its product and its chosen options, in the annex order', () => {
    expect(lineAllergens(['sesame', 'fish'], [['soybeans', 'gluten'], []])).toEqual([
      'gluten',
      'fish',
      'soybeans',
      'sesame',
    ])
  })

  it('an option whose allergens are unknown makes the line unknown', () => {
    expect(lineAllergens(['fish'], [null])).toBeNull()
    expect(lineAllergens(null, [])).toBeNull()
  })

  it('unknown is never free of anything, an empty list is', () => {
    expect(freeOf(null, ['gluten'])).toBe(false)
    expect(freeOf([], ['gluten'])).toBe(true)
    expect(freeOf(['fish'], ['gluten'])).toBe(true)
    expect(freeOf(['fish', 'gluten'], ['gluten'])).toBe(false)
  })

  it('drops repeats and unknown words', () => {
    expect(inAnnexOrder(['milk', 'gluten', 'milk', 'nonsense'])).toEqual(['gluten', 'milk'])
  })
})
