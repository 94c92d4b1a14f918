import { expect, it } from 'vitest'
import { promisedWhen } from './promised-time'

// Tuesday 24 November 2026, 21:00 in Sofia.
const EVENING = new Date('2026-11-24T19:00:00Z')

it('says today’s promise by its time alone', () => {
  expect(promisedWhen('2026-11-24T20:30:00Z', EVENING, 'en-US')).toEqual({
    key: 'promised.today',
    params: { time: '22:30', date: 'Tue, Nov 24' },
  })
})

it('says tomorrow, even when Sofia’s midnight is an hour before UTC’s', () => {
  // 00:30 on Wednesday in Sofia is still Tuesday in UTC.
  expect(promisedWhen('2026-11-24T22:30:00Z', EVENING, 'en-US').key).toBe('promised.tomorrow')
  expect(promisedWhen('2026-11-25T10:00:00Z', EVENING, 'bg-BG')).toMatchObject({
    key: 'promised.tomorrow',
    params: { time: '12:00' },
  })
})

it('dates a later day with its weekday, in the page’s language', () => {
  expect(promisedWhen('2026-11-28T10:30:00Z', EVENING, 'en-US')).toEqual({
    key: 'promised.later',
    params: { time: '12:30', date: 'Sat, Nov 28' },
  })
  expect(promisedWhen('2026-11-28T10:30:00Z', EVENING, 'ru-RU').params.date).toBe('сб, 28 нояб.')
})
