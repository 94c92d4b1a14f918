import { expect, it } from 'vitest'
import { digitsOnly } from './phone'
import { typedPhone } from './phone-input'

it('writes a Bulgarian number typed as at home with its +359 (issue 30)', () => {
  expect(typedPhone('0888 123 456')).toBe('+359 88 812 3456')
  expect(typedPhone('0888123456')).toBe('+359 88 812 3456')
  expect(typedPhone('00359 888 123 456')).toBe('+359 88 812 3456')
  expect(typedPhone('+359888123456')).toBe('+359 88 812 3456')
  expect(typedPhone('359888123456')).toBe('+359 88 812 3456')
})

it('formats as the customer types, and lets them clear the field', () => {
  expect(typedPhone('0')).toBe('+359')
  // Digits typed one by one with their country code, no plus: each keystroke keeps them.
  expect(typedPhone('3')).toBe('+3')
  expect(typedPhone('+3598')).toBe('+359 8')
  expect(typedPhone('+359 8')).toBe('+359 8')
  expect(typedPhone('+35')).toBe('+35')
  expect(typedPhone('+')).toBe('+')
  expect(typedPhone('')).toBe('')
})

it('keeps another country’s code, and at most 15 digits', () => {
  expect(typedPhone('+44 7700 900123')).toBe('+44 7700 900123')
  expect(digitsOnly(typedPhone(`+359${'8'.repeat(30)}`))).toHaveLength(15)
})
