import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { describe, expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { KitchenTicket } from './KitchenTicket'

await Promise.all([loadMessages('en'), loadMessages('bg')])

const order: OperatorOrder = {
  id: 4711,
  status: 'accepted',
  awaitingConfirmation: false,
  orderType: 'delivery',
  regionId: 2,
  restaurantId: 1,
  address: {
    street: 'ul. Shipka 12',
    entrance: 'B',
    floor: '3',
    apartment: '14',
    note: 'Ring twice',
  },
  scheduledFor: null,
  paymentType: 'cash',
  persons: 3,
  comment: 'Allergic to sesame!',
  subtotal: 3180,
  deliveryFee: 300,
  offers: [],
  discount: 0,
  bonusSpent: 0,
  total: 3480,
  paidAt: null,
  payBy: null,
  createdAt: '2026-11-25T16:05:00.000Z',
  lines: [
    {
      id: 1,
      productId: 7,
      name: 'Philadelphia roll',
      image: '',
      quantity: 2,
      unitPrice: 1290,
      modifiers: [{ id: 31, name: 'Extra wasabi', quantity: 2, price: 50 }],
      allergens: ['fish', 'milk'],
      total: 2780,
      categoryId: 1,
    },
    {
      id: 2,
      productId: 9,
      name: 'Miso soup',
      image: '',
      quantity: 1,
      unitPrice: 400,
      modifiers: [],
      allergens: null,
      total: 400,
      categoryId: 3,
    },
  ],
  events: [],
  promisedAt: '2026-11-25T17:05:00.000Z',
  cancelReason: null,
  refund: null,
  reviewed: false,
  invoice: null,
  fixes: [],
  customer: { name: 'Elena Petrova', phone: '359881230013' },
  courierId: null,
  point: null,
  payment: { reference: null, transactionId: null, refund: null },
}

function ticket(lang: 'en' | 'bg', changes: Partial<OperatorOrder> = {}) {
  const html = renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: lang } as PageContext}>
      <KitchenTicket order={{ ...order, ...changes }} zone="Lozenets" restaurant={null} />
    </VikeReactProviderPageContext>,
  )
  // The words as printed, without the markup.
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

describe('the kitchen ticket', () => {
  it('has the number, the promised time, where it goes, the lines, packaging, comment and cash to collect', () => {
    const text = ticket('en')
    expect(text).toContain('#4711')
    // 17:05 UTC is 19:05 in Sofia, 24-hour.
    expect(text).toContain('Due 19:05')
    expect(text).toContain('As soon as possible')
    expect(text).toContain('Delivery')
    expect(text).toContain('Zone: Lozenets')
    expect(text).toContain('ul. Shipka 12')
    expect(text).toContain('Ring twice')
    expect(text).toContain('2 × Philadelphia roll')
    expect(text).toContain('+ Extra wasabi ×2')
    expect(text).toContain('Contains: Fish, Milk')
    expect(text).toContain('1 × Miso soup')
    expect(text).toContain('3 sets: chopsticks, soy sauce, wasabi, ginger')
    expect(text).toContain('Allergic to sesame!')
    expect(text).toContain('Collect €34.80 in cash')
    expect(text).toContain('+359 881-23-00-13')
  })

  it('says what the courier collects for each way of paying', () => {
    expect(ticket('en', { paymentType: 'card_on_delivery' })).toContain(
      'Collect €34.80 by card terminal',
    )
    expect(
      ticket('en', { paymentType: 'card_online', paidAt: '2026-11-25T16:06:00.000Z' }),
    ).toContain('PAID online: €34.80')
    expect(ticket('en', { paymentType: 'card_online' })).toContain('NOT paid yet')
    expect(ticket('en', { persons: 0 })).toContain('No chopsticks or sauces')
  })

  it('shows each offer the order got, its code and amount, above what to collect', () => {
    const offer = {
      offerId: 3,
      name: { bg: 'Петък вечер', ru: 'Пятница', en: 'Friday night', uk: 'Пʼятниця' },
      kind: 'order_percent' as const,
      code: 'FRIDAY',
      amount: 477,
      value: 15,
      categoryId: null,
    }
    expect(ticket('en')).not.toContain('Friday night')
    const text = ticket('en', { offers: [offer], discount: 477, total: 3003 })
    expect(text).toContain('Friday night · FRIDAY −€4.77')
    expect(text).toContain('Collect €30.03 in cash')
  })

  it('says in large letters that a held order is not to be cooked yet', () => {
    expect(ticket('en')).not.toContain('NOT CONFIRMED')
    expect(ticket('en', { awaitingConfirmation: true })).toContain(
      'NOT CONFIRMED: do not cook until a manager confirms it',
    )
  })

  it('says an invoice is asked for, and for which company, so the courier brings none loose', () => {
    expect(ticket('en')).not.toContain('Invoice')
    const company = {
      name: 'Acme EOOD',
      eik: '831919536',
      vatNumber: '',
      address: '1 Vitosha Blvd',
      manager: 'Ivan Petrov',
    }
    expect(ticket('en', { invoice: { company, number: null } })).toContain(
      'Invoice requested: Acme EOOD',
    )
  })

  it("speaks the staff member's language", () => {
    const text = ticket('bg')
    expect(text).toContain('№4711')
    expect(text).toContain('За 19:05')
    expect(text).toContain('3 комплекта: клечки, соев сос, уасаби, джинджифил')
    expect(text).toContain('в брой')
  })
})
