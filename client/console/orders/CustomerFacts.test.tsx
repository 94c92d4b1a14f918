import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import { CustomerFacts } from './CustomerFacts'

await loadMessages('en')

it("calls the customer's number with its country code: the stored digits get their +", () => {
  const html = renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <CustomerFacts customer={{ name: 'Elena', phone: '359881230013' }} />
    </VikeReactProviderPageContext>,
  )
  expect(html).toContain('href="tel:+359881230013"')
  expect(html).toContain('+359 881-23-00-13')
})
