import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import en from '#locales/en.json'
import type { BoardOrder } from '../types'
import { OrderCard } from './OrderCard'

await loadMessages('en')

const NOW = Date.parse('2026-11-24T12:00:00Z')
const order: BoardOrder = {
  id: 41,
  status: 'new',
  orderType: 'delivery',
  paymentType: 'cash',
  total: 2590,
  restaurantId: 1,
  regionId: 1,
  scheduledFor: null,
  createdAt: '2026-11-24T11:55:00Z',
  paidAt: null,
  awaitingConfirmation: false,
  promisedAt: '2026-11-24T12:55:00Z',
  street: '22 Graf Ignatiev St',
  comment: '',
  itemCount: 2,
  source: 'web',
  customer: { name: 'Elena', phone: '359881230013' },
}

const card = (source: BoardOrder['source']) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <OrderCard order={{ ...order, source }} fresh={false} zone="Center" now={NOW} back="" />
    </VikeReactProviderPageContext>,
  )

it('flags an order taken on a call, and only that one', () => {
  const flag = `<span class="order-card__flag order-card__flag--phone">${en.operator.console.board.byPhone}</span>`
  expect(card('phone')).toContain(flag)
  expect(card('web')).not.toContain(en.operator.console.board.byPhone)
})
