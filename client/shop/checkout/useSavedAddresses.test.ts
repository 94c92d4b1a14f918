import { describe, expect, it } from 'vitest'
import type { SavedAddressEntry } from '#shared/contract/profile'
import { formOf } from './useSavedAddresses'

const office: SavedAddressEntry = {
  id: 'abc',
  regionId: 2,
  street: 'Cherni Vrah Blvd 47',
  entrance: '',
  floor: '2',
  apartment: '',
  note: 'gate 2',
  name: 'Office',
  point: { lat: 42.668, lng: 23.322 },
}

describe('what a saved address puts into the checkout', () => {
  it('its fields and its point, which decides the zone, and nothing of its own (id, name)', () => {
    expect(formOf(office, [1, 2])).toEqual({
      street: 'Cherni Vrah Blvd 47',
      entrance: '',
      floor: '2',
      apartment: '',
      note: 'gate 2',
      point: office.point,
      regionId: 2,
    })
  })

  it('one saved before points goes by its zone, if the shop still has it', () => {
    const old = { ...office, point: null }
    expect(formOf(old, [1, 2])).toMatchObject({ point: null, regionId: 2 })
    expect(formOf(old, [1])).not.toHaveProperty('regionId')
  })
})
