import { describe, expect, it } from 'vitest'
import { Area } from './area'

const square = [
  [23.3, 42.68],
  [23.34, 42.68],
  [23.34, 42.7],
  [23.3, 42.7],
  [23.3, 42.68],
]

const messages = (value: unknown) =>
  Area.safeParse(value).error?.issues.map((issue) => issue.message) ?? []

describe('a zone area', () => {
  it('takes a closed polygon, one with a hole, and a multipolygon', () => {
    const hole = [
      [23.31, 42.685],
      [23.32, 42.685],
      [23.32, 42.69],
      [23.31, 42.685],
    ]
    expect(messages({ type: 'Polygon', coordinates: [square] })).toEqual([])
    expect(messages({ type: 'Polygon', coordinates: [square, hole] })).toEqual([])
    expect(
      messages({
        type: 'MultiPolygon',
        coordinates: [[square], [square.map(([x, y]) => [x! + 1, y])]],
      }),
    ).toEqual([])
  })

  it('refuses a ring that does not end where it starts', () => {
    expect(
      messages({ type: 'Polygon', coordinates: [square.slice(0, 4).concat([[23.3, 42.69]])] }),
    ).toContain('operator.region.area.notClosed')
  })

  it('refuses a ring that crosses itself (a bow tie) and a hole poking out', () => {
    const bowTie = [
      [23.3, 42.68],
      [23.34, 42.7],
      [23.34, 42.68],
      [23.3, 42.7],
      [23.3, 42.68],
    ]
    const pokingHole = [
      [23.31, 42.69],
      [23.36, 42.69],
      [23.36, 42.695],
      [23.31, 42.69],
    ]
    expect(messages({ type: 'Polygon', coordinates: [bowTie] })).toEqual([
      'operator.region.area.selfIntersects',
    ])
    expect(messages({ type: 'Polygon', coordinates: [square, pokingHole] })).toEqual([
      'operator.region.area.selfIntersects',
    ])
  })

  it('refuses positions off the globe and rings of fewer than four positions', () => {
    expect(
      Area.safeParse({
        type: 'Polygon',
        coordinates: [
          [
            [200, 42],
            [23, 42],
            [23, 43],
            [200, 42],
          ],
        ],
      }).success,
    ).toBe(false)
    expect(Area.safeParse({ type: 'Polygon', coordinates: [square.slice(0, 3)] }).success).toBe(
      false,
    )
  })
})
