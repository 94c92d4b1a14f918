import fc from 'fast-check'
import { expect, it } from 'vitest'
import { safeReturnPath } from './safe-path'

it.each([
  ['/account/orders', '/account/orders'],
  ['/en/account?tab=1', '/en/account?tab=1'],
  ['//evil.example', null],
  ['/\\evil.example', null],
  ['https://evil.example', null],
  ['/%2F%2Fevil.example', null],
  ['/.//evil.example', null],
  ['/..//evil.example', null],
  ['/\t/evil.example', null],
  ['javascript:alert(1)', null],
  ['', null],
])('%s → %s', (input, expected) => {
  expect(safeReturnPath(input)).toBe(expected)
})

it('never leaves the origin', () => {
  fc.assert(
    fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.webPath()), (input) => {
      const path = safeReturnPath(input)
      if (path !== null)
        expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example')
    }),
    { numRuns: 500 },
  )
})
