import { describe, expect, it } from 'vitest'
import { giftYear } from './birthday'

describe('the birthday gift window', () => {
  it('runs from the days before the birthday to as many after, both ends included', () => {
    expect(giftYear('1990-12-01', '2026-11-27', 3)).toBeNull()
    expect(giftYear('1990-12-01', '2026-11-28', 3)).toBe(2026)
    expect(giftYear('1990-12-01', '2026-12-01', 3)).toBe(2026)
    expect(giftYear('1990-12-01', '2026-12-04', 3)).toBe(2026)
    expect(giftYear('1990-12-01', '2026-12-05', 3)).toBeNull()
  })

  it('is the birthday itself when it has no days around it', () => {
    expect(giftYear('1990-06-15', '2026-06-15', 0)).toBe(2026)
    expect(giftYear('1990-06-15', '2026-06-14', 0)).toBeNull()
    expect(giftYear('1990-06-15', '2026-06-16', 0)).toBeNull()
  })

  it('belongs to the birthday it surrounds across the new year', () => {
    expect(giftYear('1995-01-02', '2026-12-30', 3)).toBe(2027)
    expect(giftYear('1995-01-02', '2027-01-05', 3)).toBe(2027)
    expect(giftYear('1995-12-30', '2027-01-02', 3)).toBe(2026)
    expect(giftYear('1995-12-30', '2027-01-03', 3)).toBeNull()
  })

  it('keeps a 29 February birthday on 28 February in other years', () => {
    expect(giftYear('2000-02-29', '2027-02-28', 0)).toBe(2027)
    expect(giftYear('2000-02-29', '2027-03-01', 0)).toBeNull()
    expect(giftYear('2000-02-29', '2028-02-29', 0)).toBe(2028)
    expect(giftYear('2000-02-29', '2028-02-28', 0)).toBeNull()
    expect(giftYear('2000-02-29', '2027-03-03', 3)).toBe(2027)
  })

  it('never reaches the next birthday, even at the widest window', () => {
    expect(giftYear('1990-07-01', '2026-12-31', 30)).toBeNull()
    expect(giftYear('1990-07-01', '2026-07-31', 30)).toBe(2026)
    expect(giftYear('1990-07-01', '2026-08-01', 30)).toBeNull()
  })
})
