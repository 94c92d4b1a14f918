import { z } from 'zod'

// A company a customer asks an invoice for (issue 33): the details a Bulgarian invoice names of its
// buyer (ЗДДС art. 114(1)): name, ЕИК, VAT number if registered, registered address, and the
// responsible person (МОЛ) accountants expect beside them.

/**
 * The check digit of a ЕИК's first eight digits (the BULSTAT register's rule): weights 1–8, modulo
 * 11; a remainder of 10 is taken again with weights 3–10, and a second 10 counts as 0.
 */
function nineDigitCheck(digits: number[]): number {
  const sum = (from: number) => digits.slice(0, 8).reduce((s, d, i) => s + d * (from + i), 0)
  const first = sum(1) % 11
  if (first !== 10) return first
  const second = sum(3) % 11
  return second === 10 ? 0 : second
}

/**
 * A branch's 13-digit code: digits 9–12 (the first check digit included) weighted 2, 7, 3, 5, then
 * 4, 9, 5, 7 on a remainder of 10, modulo 11.
 */
function branchCheck(digits: number[]): number {
  const sum = (weights: number[]) => weights.reduce((s, w, i) => s + w * digits[8 + i]!, 0)
  const first = sum([2, 7, 3, 5]) % 11
  if (first !== 10) return first
  const second = sum([4, 9, 5, 7]) % 11
  return second === 10 ? 0 : second
}

/** Whether `eik` is a ЕИК (9 digits) or a branch's code (13 digits) with right check digits. */
export function isValidEik(eik: string): boolean {
  if (!/^(\d{9}|\d{13})$/.test(eik)) return false
  const digits = [...eik].map(Number)
  if (nineDigitCheck(digits) !== digits[8]) return false
  return eik.length === 9 || branchCheck(digits) === digits[12]
}

/** Spaces (and dashes in a VAT number) are how people copy numbers, not part of them. */
const compact = (value: string) => value.replace(/[\s-]/g, '').toUpperCase()

const text = (min: number, max: number) => z.string().trim().min(min).max(max)

/** The company as stored and answered. */
export const Company = z.object({
  name: z.string(),
  eik: z.string(),
  vatNumber: z.string(),
  address: z.string(),
  manager: z.string(),
})
export type Company = z.infer<typeof Company>

/** The company as typed: the checkout's and the profile's check alike (422 per field). */
export const CompanyDetails = z.object({
  name: text(2, 200).describe('the registered name with its legal form, e.g. Acme EOOD'),
  eik: z
    .string()
    .max(40)
    .transform(compact)
    .pipe(z.string().min(1).refine(isValidEik, 'validation.eik'))
    .describe('ЕИК (BULSTAT): 9 digits, or 13 for a branch, with their check digits'),
  vatNumber: z
    .string()
    .max(40)
    .default('')
    .transform(compact)
    .pipe(z.string().regex(/^$|^BG\d{9,10}$/, 'validation.vatNumber'))
    // BG and the ЕИК (9 digits), or BG and a person's 10-digit number for a sole trader.
    .describe("BG and the ЕИК for a VAT-registered company; '' when it is not registered"),
  address: text(5, 300).describe('the registered address'),
  manager: text(3, 100).describe('the responsible person (МОЛ)'),
})
