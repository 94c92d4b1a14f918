import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import type { StaffRole } from '#shared/staff'
import type { ConsoleKitchen } from '../catalog-types'
import { StoreStrip } from './StoreStrip'
import type { StoreStatus } from './store-status'

await loadMessages('en')

const kitchen = (changes: Partial<ConsoleKitchen>): ConsoleKitchen => ({
  id: 1,
  name: { bg: 'Лозенец', ru: 'Лозенец', en: 'Lozenets', uk: 'Лозенець' },
  prepMinutes: 20,
  queueOrders: 5,
  queueMinutes: 10,
  slotOrders: null,
  slotAmount: null,
  busy: null,
  pause: null,
  ...changes,
})

const strip = (store: StoreStatus, role: StaffRole = 'kitchen') =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext
      pageContext={{ locale: 'en', staff: { role } } as unknown as PageContext}
    >
      <StoreStrip initial={store} />
    </VikeReactProviderPageContext>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

it('says on the board which kitchen is busy or paused, until when and why, and how many dishes are stopped', () => {
  const text = strip({
    kitchens: [
      // 19:00 UTC is 21:00 in Sofia.
      kitchen({ busy: { minutes: 20, until: '2026-11-24T19:00:00Z' } }),
      kitchen({
        id: 2,
        name: { bg: 'Център', ru: 'Центр', en: 'Center', uk: 'Центр' },
        pause: { until: null, reason: { bg: '', ru: '', en: 'Oven repair', uk: '' } },
      }),
      kitchen({ id: 3, name: { bg: 'М', ru: 'М', en: 'Mladost', uk: 'М' } }),
    ],
    stopped: 2,
  })
  expect(text).toMatch(/Lozenets .*\+20 min.*21:00/)
  expect(text).toContain('Oven repair')
  expect(text).not.toContain('Mladost')
  expect(text).toContain('2 dishes stopped')
  // The kitchen sees it; a manager switches it back from here.
  expect(text).not.toContain('Take online orders again')
  const managed = strip(
    { kitchens: [kitchen({ pause: { until: null, reason: null } })], stopped: 0 },
    'manager',
  )
  expect(managed).toContain('Take online orders again')
})

it('shows nothing when the shop sells as usual', () => {
  expect(strip({ kitchens: [kitchen({})], stopped: 0 })).toBe('')
})
