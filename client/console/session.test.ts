import { describe, expect, it } from 'vitest'
import { afterSignIn, signInPath } from './session'

describe('the console sign-in round trip', () => {
  it('the sign-in page names the page to come back to', () => {
    expect(signInPath('bg', '/operator/orders/7')).toBe(
      '/operator/sign-in?next=%2Foperator%2Forders%2F7',
    )
    expect(signInPath('ru')).toBe('/ru/operator/sign-in')
  })

  it('goes back to a console page, with its filters, in the language of the sign-in', () => {
    expect(afterSignIn('/operator/orders?status=paid', 'en')).toBe(
      '/en/operator/orders?status=paid',
    )
    expect(afterSignIn('/operator/staff', 'bg')).toBe('/operator/staff')
  })

  it("anything else leads to the console's door (each role's first page): other sites, the shop, the sign-in page itself", () => {
    for (const next of [
      null,
      '',
      '//evil.example/operator',
      'https://evil.example',
      '/menu',
      '/operator/sign-in',
    ]) {
      expect(afterSignIn(next, 'uk')).toBe('/uk/operator')
    }
  })
})
