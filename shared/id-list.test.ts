import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseIds, pushViewed, toggleId, VIEWED_MAX } from './id-list'

describe('viewed list against a model', () => {
  it('is newest first, moves a repeat to the front, keeps at most 8', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 60 }), (views) => {
        let real: number[] = []
        const model: number[] = []
        for (const id of views) {
          real = pushViewed(real, id)
          const at = model.indexOf(id)
          if (at !== -1) model.splice(at, 1)
          model.unshift(id)
          if (model.length > VIEWED_MAX) model.pop()
          expect(real).toEqual(model)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('drops the oldest when a ninth is added', () => {
    const eight = [1, 2, 3, 4, 5, 6, 7, 8].reduce<number[]>((ids, id) => pushViewed(ids, id), [])
    expect(eight).toEqual([8, 7, 6, 5, 4, 3, 2, 1])
    expect(pushViewed(eight, 9)).toEqual([9, 8, 7, 6, 5, 4, 3, 2])
    expect(pushViewed(eight, 3)).toEqual([3, 8, 7, 6, 5, 4, 2, 1])
  })
})

describe('favorites', () => {
  it('toggle adds when absent and removes when present; the count is the length', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 })), (toggles) => {
        let ids: number[] = []
        const model = new Set<number>()
        for (const id of toggles) {
          ids = toggleId(ids, id)
          if (model.has(id)) model.delete(id)
          else model.add(id)
        }
        expect(new Set(ids)).toEqual(model)
        expect(ids.length).toBe(model.size)
      }),
    )
  })

  it('reads corrupt storage as an empty list', () => {
    for (const raw of ['x', { a: 1 }, [1, 'two'], [-1], null]) expect(parseIds(raw)).toEqual([])
    expect(parseIds([3, 3, 4])).toEqual([3, 4])
  })
})
