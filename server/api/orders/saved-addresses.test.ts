import { describe, expect, it } from 'vitest'
import type { SavedAddress } from '#shared/contract/profile'
import { addressEntries, addressId, SAVED_ADDRESSES, withAddress } from './saved-addresses'

const at = (street: string, more: Partial<SavedAddress> = {}): SavedAddress => ({
  regionId: 1,
  street,
  entrance: '',
  floor: '',
  apartment: '',
  note: '',
  name: '',
  point: null,
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

  it('keeps the name the customer gave a place, and its point when used again without one', () => {
    const point = { lat: 42.668, lng: 23.322 }
    const list = [at('Cherni Vrah 47', { name: 'Office', point })]
    expect(withAddress(list, at('cherni vrah 47', { note: 'gate 2' }))).toEqual([
      at('cherni vrah 47', { note: 'gate 2', name: 'Office', point }),
    ])
    const moved = { lat: 42.669, lng: 23.323 }
    expect(withAddress(list, at('Cherni Vrah 47', { point: moved }))[0]!.point).toEqual(moved)
  })

  it('gives a place the same id however it was typed, and another place another', () => {
    expect(addressId(at(' SHIPKA 12 '))).toBe(addressId(at('shipka 12', { name: 'Home' })))
    expect(addressId(at('Shipka 12', { apartment: '7' }))).not.toBe(addressId(at('Shipka 12')))
  })

  it('reads addresses kept before names and points with neither', () => {
    const { name, point, ...old } = at('Shipka 12')
    expect(addressEntries([old as SavedAddress])).toEqual([
      { id: addressId(at('Shipka 12')), ...at('Shipka 12') },
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
