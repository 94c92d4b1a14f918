import { describe, expect, it } from 'vitest'
import type { SavedAddress } from '#shared/contract/profile'
import { SAVED_ADDRESSES, withAddress } from './saved-addresses'

const at = (street: string, more: Partial<SavedAddress> = {}): SavedAddress => ({
  regionId: 1,
  street,
  entrance: '',
  floor: '',
  apartment: '',
  note: '',
  ...more,
})

describe('withAddress', () => {
  it('puts the newest first', () => {
    expect(withAddress([at('Shipka 12')], at('Vitosha 1'))).toEqual([
      at('Vitosha 1'),
      at('Shipka 12'),
    ])
  })

  it('keeps an address once, moved up with its newest note, however it was typed', () => {
    const list = [at('Vitosha 1'), at('Shipka 12', { floor: '3', note: 'old' })]
    expect(withAddress(list, at(' shipka  12', { floor: '3', note: 'ring twice' }))).toEqual([
      at(' shipka  12', { floor: '3', note: 'ring twice' }),
      at('Vitosha 1'),
    ])
  })

  it('tells apart another apartment or zone at the same street', () => {
    const list = [at('Shipka 12', { apartment: '7' })]
    expect(withAddress(list, at('Shipka 12', { apartment: '8' }))).toHaveLength(2)
    expect(withAddress(list, at('Shipka 12', { apartment: '7', regionId: 2 }))).toHaveLength(2)
  })

  it(`keeps at most ${SAVED_ADDRESSES}, dropping the oldest`, () => {
    let list: SavedAddress[] = []
    for (let i = 1; i <= SAVED_ADDRESSES + 2; i++) list = withAddress(list, at(`Street ${i}`))
    expect(list.map((a) => a.street)).toEqual([
      'Street 7',
      'Street 6',
      'Street 5',
      'Street 4',
      'Street 3',
    ])
  })
})
