import { describe, expect, it } from 'vitest'
import { box } from '#tests/support/areas'
import { areasOverlap, overlapsOf } from './overlaps'

describe('overlapping zones', () => {
  it('neighbours sharing a border do not overlap', () => {
    expect(areasOverlap(box(0, 0, 1, 1), box(1, 0, 2, 1))).toBe(false)
    expect(areasOverlap(box(0, 0, 1, 1), box(3, 3, 4, 4))).toBe(false)
  })

  it('crossing shapes, one inside another, and a plus sign overlap', () => {
    expect(areasOverlap(box(0, 0, 2, 2), box(1, 1, 3, 3))).toBe(true)
    expect(areasOverlap(box(0, 0, 4, 4), box(1, 1, 2, 2))).toBe(true)
    expect(areasOverlap(box(1, 0, 2, 3), box(0, 1, 3, 2))).toBe(true)
  })

  it('name each pair once per side, the zone listed first winning', () => {
    const found = overlapsOf([
      { regionId: 1, area: box(0, 0, 2, 2) },
      { regionId: 2, area: box(1, 1, 3, 3) },
      { regionId: 3, area: box(5, 5, 6, 6) },
    ])
    expect(found.get(1)).toEqual([{ regionId: 2, wins: true }])
    expect(found.get(2)).toEqual([{ regionId: 1, wins: false }])
    expect(found.get(3)).toEqual([])
  })
})
