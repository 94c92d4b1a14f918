import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import type { OrderStatus } from '#shared/checkout'
import type { BoardOrder } from '#shared/contract/operator/orders'
import { boardOrder } from '#tests/support/board-order'
import { Board } from './Board'

await loadMessages('en')

const board = (orders: BoardOrder[], status: OrderStatus | null = null) =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <Board
        filters={{ date: '2026-11-24', restaurantId: null, regionId: null, status }}
        orders={orders}
        restaurants={[]}
        regions={[]}
        couriers={[]}
        store={{
          kitchens: [],
          stopped: { count: 0, untilSwitchedBack: [] },
          now: '2026-11-24T18:00:00Z',
        }}
      />
    </VikeReactProviderPageContext>,
  )
/** Each column's id and the orders on its cards. */
const columns = (html: string) =>
  html
    .split(/<section[^>]*aria-labelledby="board-/)
    .slice(1)
    .map((column) => [
      column.slice(0, column.indexOf('"')),
      [...column.matchAll(/Order #(\d+)</g)].map((match) => Number(match[1])),
    ])

const orders = [
  boardOrder({ id: 1 }),
  boardOrder({ id: 2, awaitingConfirmation: true }),
  boardOrder({ id: 3, status: 'accepted' }),
  boardOrder({ id: 4, status: 'completed' }),
  boardOrder({ id: 5, status: 'paid', promisedAt: '2026-11-24T12:35:00Z' }),
]

it('each status tab counts its own orders: a held order is in none of them yet', () => {
  const html = board(orders)
  const count = (label: string) =>
    Number(new RegExp(`${label} <span class="status-tabs__count">(\\d+)</span>`).exec(html)?.[1])
  expect(count('All')).toBe(5)
  expect(count('New')).toBe(1)
  expect(count('Accepted')).toBe(1)
})

it('lays the kitchen’s lanes side by side: new and paid to accept by due time, held first; finished orders leave', () => {
  expect(columns(board(orders))).toEqual([
    ['toAccept', [2, 5, 1]],
    ['cooking', [3]],
    ['ready', []],
    ['onTheWay', []],
  ])
})

it('a status tab lists that status, finished ones too, held orders apart', () => {
  expect(columns(board(orders, 'completed'))).toEqual([['completed', [4]]])
  expect(columns(board(orders, 'new'))).toEqual([
    ['held', [2]],
    ['new', [1]],
  ])
})
