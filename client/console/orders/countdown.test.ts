import { expect, it } from 'vitest'
import { dueDay, isLate, minutesLeft } from './countdown'

it('counts down to the promised time and flags an open order past it', () => {
  const promisedAt = '2026-11-24T18:30:00.000Z'
  const at = (time: string) => Date.parse(`2026-11-24T${time}Z`)
  expect(minutesLeft(promisedAt, at('18:17:30'))).toBe(13)
  expect(minutesLeft(promisedAt, at('18:30:00'))).toBe(0)
  expect(minutesLeft(promisedAt, at('18:35:00'))).toBe(-5)
  expect(isLate({ status: 'cooking', promisedAt }, at('18:31:00'))).toBe(true)
  expect(isLate({ status: 'cooking', promisedAt }, at('18:29:00'))).toBe(false)
  // Done is done: a completed order is never late.
  expect(isLate({ status: 'completed', promisedAt }, at('19:00:00'))).toBe(false)
})

it("names tomorrow's and later days instead of counting thousands of minutes", () => {
  const now = Date.parse('2026-11-24T20:00:00Z') // 22:00 in Sofia
  expect(dueDay('2026-11-24T21:30:00Z', now)).toBe('today') // 23:30
  expect(dueDay('2026-11-24T22:30:00Z', now)).toBe('tomorrow') // 00:30 the next day in Sofia
  expect(dueDay('2026-11-25T10:30:00Z', now)).toBe('tomorrow')
  expect(dueDay('2026-11-26T10:30:00Z', now)).toBe('later')
  // A late order is still today's.
  expect(dueDay('2026-11-24T19:00:00Z', now)).toBe('today')
})
