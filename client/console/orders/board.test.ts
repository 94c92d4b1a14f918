import { describe, expect, it } from 'vitest'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import { countByStatus, filtersQuery, readFilters } from './board'

describe('board filters in the URL', () => {
  it('reads the day, restaurant, zone and status, and writes them back', () => {
    const search = { date: '2026-11-22', restaurant: '2', region: '3', status: 'paid' }
    const filters = readFilters(search, '2026-11-21')
    expect(filters).toEqual({ date: '2026-11-22', restaurantId: 2, regionId: 3, status: 'paid' })
    expect(filtersQuery(filters)).toBe('?date=2026-11-22&restaurant=2&region=3&status=paid')
  })

  it('leaves out what it cannot read; the day is today by default', () => {
    const search = { date: 'tomorrow', restaurant: '-1', region: 'x', status: 'lost' }
    expect(readFilters(search, '2026-11-21')).toEqual({
      date: '2026-11-21',
      restaurantId: null,
      regionId: null,
      status: null,
    })
  })

  it("today is the restaurant's day, whatever the server's zone", () => {
    // 23:30 UTC on 21 November is already 22 November in Sofia (UTC+2).
    expect(restaurantDay(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
  })

  it('counts the orders of each status', () => {
    const orders = [{ status: 'paid' }, { status: 'new' }, { status: 'paid' }] as BoardOrder[]
    expect(countByStatus(orders)).toEqual({ paid: 2, new: 1 })
  })
})
