import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import { boardOrder } from '../../../tests/support/board-order'
import { Board } from './Board'

await loadMessages('en')

it('each status tab counts what its column shows: a held order waits apart, in none of them', () => {
  const orders = [
    boardOrder({ id: 1 }),
    boardOrder({ id: 2, awaitingConfirmation: true }),
    boardOrder({ id: 3, status: 'accepted' }),
  ]
  const html = renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={{ locale: 'en' } as PageContext}>
      <Board
        filters={{ date: '2026-11-24', restaurantId: null, regionId: null, status: null }}
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
  const count = (label: string) =>
    Number(new RegExp(`${label} <span class="status-tabs__count">(\\d+)</span>`).exec(html)?.[1])
  expect(count('All')).toBe(3)
  expect(count('New')).toBe(1)
  expect(count('Accepted')).toBe(1)
  // The New column lists one card, the held one waits in its own.
  const columns = [...html.matchAll(/<section[^>]*aria-labelledby="board-(\w+)"/g)]
  expect(columns.map((match) => match[1])).toEqual(['held', 'new', 'accepted'])
})
