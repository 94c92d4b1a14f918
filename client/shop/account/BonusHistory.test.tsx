import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import { BonusHistory } from './BonusHistory'
import type { BonusEntry } from './types'

await loadMessages('en')

const entry = (id: number, amount: number, kind: string, status: string): BonusEntry => ({
  id,
  amount,
  kind,
  status,
  orderId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
})

const render = (entries: BonusEntry[]) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <BonusHistory entries={entries} />
    </VikeReactProviderPageContext>,
  )

it('writes a spend with one minus sign and no availability label (issue 30)', () => {
  const html = render([entry(1, -200, 'spend', 'available')])
  expect(html).toContain('>\u2212€2.00<')
  expect(html).not.toMatch(/-€|\u2212-|- -/)
  expect(html).not.toContain('Available')
})

it('labels an earned entry with its state and a plus', () => {
  const html = render([entry(2, 150, 'cashback', 'available'), entry(3, 80, 'cashback', 'pending')])
  expect(html).toContain('+€1.50')
  expect(html).toContain('Available')
  expect(html).toContain('Pending')
})
