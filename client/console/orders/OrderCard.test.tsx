import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import en from '#locales/en.json'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { boardOrder } from '#tests/support/board-order'
import { OrderCard } from './OrderCard'

await loadMessages('en')

const NOW_ISO = '2026-11-24T12:00:00Z'
const NOW = Date.parse(NOW_ISO)
const order = boardOrder()

const card = (changes: Partial<BoardOrder>) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <OrderCard
        order={{ ...order, ...changes }}
        fresh={false}
        zone="Center"
        now={NOW}
        couriers={[{ id: 7, name: 'Ivo' }]}
        back=""
        onRefused={() => {}}
      />
    </VikeReactProviderPageContext>,
  )

it('flags an order taken on a call, and only that one', () => {
  const flag = `<span class="order-card__flag order-card__flag--phone">${en.operator.console.board.byPhone}</span>`
  expect(card({ source: 'phone' })).toContain(flag)
  expect(card({ source: 'web' })).not.toContain(en.operator.console.board.byPhone)
})

it('flags an order placed from an assistant’s checkout link (issue 38)', () => {
  expect(card({ source: 'assistant' })).toContain(en.operator.console.board.byAssistant)
  expect(card({ source: 'web' })).not.toContain(en.operator.console.board.byAssistant)
})

it('a delivery in the kitchen is handed to a courier on its card, and leaves only with one', () => {
  expect(card({ status: 'new' })).not.toContain('<select')
  const cooking = card({ status: 'cooking' })
  expect(cooking).toMatch(/<select[^>]*>.*<option value="7">Ivo<\/option>/s)
  const hand = /<button[^>]*>Hand to the courier<\/button>/
  expect(cooking.match(hand)?.[0]).toContain('disabled')
  const carried = card({ status: 'cooking', courierId: 7 })
  expect(carried).toContain('<option value="7" selected="">Ivo</option>')
  expect(carried.match(hand)?.[0]).not.toContain('disabled')
  expect(card({ status: 'cooking', orderType: 'pickup' })).not.toContain('<select')
})

it('a scheduled order says when to start cooking, and flags it once that time has come', () => {
  const scheduled = {
    status: 'accepted',
    scheduledFor: '2026-11-24T13:00:00Z',
    promisedAt: '2026-11-24T13:00:00Z',
    cookAt: '2026-11-24T12:20:00Z',
  } as const
  // 12:20 UTC is 14:20 in Sofia; the card's clock is at 12:00 UTC.
  expect(card(scheduled)).toContain('Start cooking at 14:20')
  expect(card(scheduled)).not.toContain('Time to cook')
  expect(card({ ...scheduled, cookAt: '2026-11-24T11:50:00Z' })).toContain('Time to cook')
  expect(card({})).not.toContain('Start cooking at')
})

it('lists the dishes with quantities and options, how long ago it came and when it is due', () => {
  const html = card({ createdAt: '2026-11-24T11:55:00Z', promisedAt: '2026-11-24T12:25:00Z' })
  expect(html).toContain('<strong>1×</strong> Sakura set')
  expect(html).toMatch(
    /<strong>1×<\/strong> Philadelphia roll<span[^>]*> \(Extra ginger ×2\)<\/span>/,
  )
  expect(html).toContain('in 25 min')
  expect(html).toContain('arrived 5 min ago')
  expect(card({ promisedAt: '2026-11-24T11:50:00Z' })).toContain('10 min late')
})

it('accepting offers the promised time or ready in 10, 20, 30 minutes; a pre-order counts from its time', () => {
  const choices = (html: string) =>
    [...html.matchAll(/<fieldset class="accept-choices" aria-label="Accept">(.*?)<\/fieldset>/gs)]
      .flatMap((group) => [...group[1]!.matchAll(/<button[^>]*>([^<]*)<\/button>/g)])
      .map((button) => button[1])
  // 12:55 UTC is 14:55 in Sofia.
  expect(choices(card({ status: 'new' }))).toEqual(['14:55', '10 min', '20 min', '30 min'])
  expect(
    choices(card({ status: 'paid', paymentType: 'card_online', paidAt: NOW_ISO })),
  ).toHaveLength(4)
  expect(choices(card({ status: 'new', scheduledFor: '2026-11-24T16:00:00Z' }))).toEqual([
    '14:55',
    '+10 min',
    '+20 min',
    '+30 min',
  ])
  // The promised time is the group's one "Accept" button: the usual tap, as before the choices.
  expect(card({ status: 'new' })).toMatch(/<button[^>]*aria-label="Accept at 14:55"[^>]*>14:55</)
  expect(choices(card({ status: 'new', awaitingConfirmation: true }))).toEqual([])
  expect(choices(card({ status: 'accepted' }))).toEqual([])
})

it('a taken order not yet ready can be put 10 minutes later', () => {
  const later = /<button[^>]*>\+10 min<\/button>/
  expect(card({ status: 'accepted' })).toMatch(later)
  expect(card({ status: 'cooking' })).toMatch(later)
  expect(card({ status: 'new' })).not.toMatch(later)
  expect(card({ status: 'ready_for_pickup', orderType: 'pickup' })).not.toMatch(later)
})
