import { describe, expect, it } from 'vitest'
import { CompanyDetails, isValidEik } from './company'

describe('the ЕИК check digits', () => {
  it('accepts nine digits whose last is the weighted sum of the others modulo 11', () => {
    // 8·1 + 3·2 + 1·3 + 9·4 + 1·5 + 9·6 + 5·7 + 3·8 = 171 = 15·11 + 6
    expect(isValidEik('831919536')).toBe(true)
    expect(isValidEik('831919537')).toBe(false)
  })

  it('takes the weights 3 to 10 when the first remainder is 10', () => {
    // 2·1 + 0·2 + 6·3 + 1·4 + 2·5 + 3·6 + 4·7 + 5·8 = 120 → 10; with 3…10: 166 → 1
    expect(isValidEik('206123451')).toBe(true)
    expect(isValidEik('206123456')).toBe(false)
  })

  it("checks a branch's thirteen digits: digits 9 to 12 weighted 2, 7, 3, 5", () => {
    // Digits 9 to 12: 6·2 + 0·7 + 0·3 + 1·5 = 17 = 11 + 6
    expect(isValidEik('8319195360016')).toBe(true)
    expect(isValidEik('8319195360015')).toBe(false)
    // A branch of a company whose own nine digits are wrong is no branch.
    expect(isValidEik('8319195370016')).toBe(false)
  })

  it('refuses other lengths and anything but digits', () => {
    for (const eik of ['', '83191953', '8319195360', '83191953a', '831 919 536']) {
      expect(isValidEik(eik)).toBe(false)
    }
  })
})

describe('the company details', () => {
  const details = {
    name: 'Acme EOOD',
    eik: '831 919 536',
    vatNumber: 'bg 831919536',
    address: '1 Vitosha Blvd, Sofia',
    manager: 'Ivan Petrov',
  }

  it('takes the numbers as people copy them, with spaces', () => {
    const parsed = CompanyDetails.parse(details)
    expect(parsed.eik).toBe('831919536')
    expect(parsed.vatNumber).toBe('BG831919536')
  })

  it('names the field whose number is wrong', () => {
    const result = CompanyDetails.safeParse({ ...details, eik: '831919537', vatNumber: 'DE12' })
    expect(result.success).toBe(false)
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message])
    expect(issues).toEqual([
      ['eik', 'validation.eik'],
      ['vatNumber', 'validation.vatNumber'],
    ])
  })

  it('leaves the VAT number empty for a company not registered for VAT', () => {
    const { vatNumber: _, ...unregistered } = details
    expect(CompanyDetails.parse(unregistered).vatNumber).toBe('')
  })
})
