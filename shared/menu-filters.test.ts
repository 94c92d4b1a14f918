import { describe, expect, it } from 'vitest'
import { filtersQuery, readFilters, unknownAllergens } from './menu-filters'

describe('the menu filters read from a link', () => {
  it('take allergens in any case, comma-separated or repeated, and write them back one way', () => {
    for (const without of [['GLUTEN,fish'], ['gluten', 'Fish'], [' Fish ', 'gluten,,']]) {
      const filters = readFilters({ without })
      expect(filters.without).toEqual(['gluten', 'fish'])
      expect(filtersQuery(filters)).toBe('?without=gluten%2Cfish')
      expect(unknownAllergens({ without })).toEqual([])
    }
  })

  it('name what they could not apply, once each, at most three and cut short', () => {
    expect(unknownAllergens({ without: ['gluten,xyz', 'XYZ', 'peanut'] })).toEqual([
      'xyz',
      'peanut',
    ])
    const long = 'a'.repeat(60)
    expect(unknownAllergens({ without: [`${long},b,c,d`] })).toEqual([
      `${'a'.repeat(24)}…`,
      'b',
      'c',
    ])
    expect(readFilters({ without: ['xyz'] }).without).toEqual([])
  })

  it('take tags the same way, and the last sort asked for', () => {
    expect(readFilters({ tags: ['Spicy', 'new'], sort: ['price-asc', 'price-desc'] })).toEqual({
      tags: ['spicy', 'new'],
      exclude: [],
      without: [],
      sort: 'price-desc',
    })
  })
})
