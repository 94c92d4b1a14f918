import { expect, it } from 'vitest'
import { stopUntil } from './stop-until'

it('ends a stop at a time today, tomorrow when that time is past, or at tomorrow’s start', () => {
  const now = new Date(2026, 10, 27, 17, 5)
  expect(stopUntil('switch', '18:30', now)).toBeNull()
  expect(stopUntil('time', '18:30', now)).toEqual(new Date(2026, 10, 27, 18, 30))
  expect(stopUntil('time', '09:00', now)).toEqual(new Date(2026, 10, 28, 9, 0))
  expect(stopUntil('tomorrow', '', now)).toEqual(new Date(2026, 10, 28, 0, 0))
})
