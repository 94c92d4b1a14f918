import { describe, expect, it } from 'vitest'
import { box } from '#tests/support/areas'
import { zoneAt } from './zone-at'

const CENTER = { regionId: 1, area: box(23.3, 42.683, 23.345, 42.707) }
const LOZENETS = { regionId: 2, area: box(23.3, 42.655, 23.345, 42.683) }

describe('the zone of a point', () => {
  it('is the zone whose area holds it, and none outside every area', () => {
    expect(zoneAt([CENTER, LOZENETS], { lat: 42.695, lng: 23.32 })).toBe(1)
    expect(zoneAt([CENTER, LOZENETS], { lat: 42.67, lng: 23.32 })).toBe(2)
    expect(zoneAt([CENTER, LOZENETS], { lat: 42.705, lng: 23.145 })).toBeNull()
  })

  it('on the border two zones share, is the one listed first', () => {
    const border = { lat: 42.683, lng: 23.32 }
    expect(zoneAt([CENTER, LOZENETS], border)).toBe(1)
    expect(zoneAt([LOZENETS, CENTER], border)).toBe(2)
  })

  it('on the outer border of a single zone, is that zone (delivered, not refused)', () => {
    expect(zoneAt([CENTER], { lat: 42.707, lng: 23.32 })).toBe(1)
  })

  it('where zones overlap, is the one listed first', () => {
    const wide = { regionId: 3, area: box(23.31, 42.66, 23.36, 42.7) }
    expect(zoneAt([CENTER, wide], { lat: 42.69, lng: 23.32 })).toBe(1)
    expect(zoneAt([wide, CENTER], { lat: 42.69, lng: 23.32 })).toBe(3)
  })
})
