import { expect, it } from 'vitest'
import { changeLines as lines } from './audit-change'

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`
const changeLines = (before: unknown, after: unknown, details: unknown) =>
  lines(before, after, details, euros)

it('says which fields changed from what to what, never raw JSON', () => {
  expect(
    changeLines(
      { status: 'accepted', note: '' },
      { status: 'cooking', note: '' },
      { customerId: 7 },
    ),
  ).toEqual(['status: accepted → cooking', 'customerId: 7'])
  expect(
    changeLines({ price: 1290, tags: ['new'] }, { price: 1390, tags: ['new', 'hot'] }, null),
  ).toEqual(['price: €12.90 → €13.90', 'tags: new → new, hot'])
  // A creation lists what was made; a name in four languages reads as pairs.
  expect(changeLines(null, { role: 'kitchen', name: { en: 'Roll', bg: 'Рол' } }, null)).toEqual([
    'role: kitchen',
    'name: en: Roll; bg: Рол',
  ])
  expect(changeLines(true, false, null)).toEqual(['true → false'])
  expect(changeLines(null, { amount: 6980 }, null)).toEqual(['amount: €69.80'])
  expect(changeLines(null, null, null)).toEqual([])
  expect(changeLines(null, null, { email: 'x@y.z' }).join()).not.toContain('{')
})
