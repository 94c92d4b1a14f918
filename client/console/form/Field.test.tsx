import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import { TOTP_DIGITS } from '#shared/staff'
import { TotpCodeField } from './Field'

await loadMessages('en')

const render = (error?: string) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <TotpCodeField code="12" onCode={() => {}} error={error} />
    </VikeReactProviderPageContext>,
  )

describe('the two-step code field', () => {
  it('asks for the app’s digits, as a one-time code, and says how many', () => {
    const html = render()
    expect(html).toContain('Code from the authenticator app')
    expect(html).toContain(`${TOTP_DIGITS} digits`)
    expect(html).toContain('inputMode="numeric"')
    expect(html).toContain('autoComplete="one-time-code"')
    expect(html).toContain(`maxLength="${TOTP_DIGITS}"`)
    expect(html).toContain('value="12"')
    expect(html).toContain('required=""')
  })

  it('shows its error beside it', () => {
    expect(render('That code is not right.')).toContain('That code is not right.')
  })
})
