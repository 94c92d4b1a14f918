import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { expect, it } from 'vitest'
import { loadMessages } from '#client/ui/messages'
import type { OperatorKitchen } from '#shared/contract/operator/places'
import type { StaffRole } from '#shared/staff'
import { StoreStrip } from './StoreStrip'
import type { StoreStatus } from './store-status'

await loadMessages('en')

const kitchen = (changes: Partial<OperatorKitchen>): OperatorKitchen => ({
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

const NONE_STOPPED = { count: 0, untilSwitchedBack: [] }
// The server's clock the strip measures by: 20:00 in Sofia (UTC+2).
const NOW = '2026-11-24T18:00:00Z'
const HOUR = 3_600_000
const hoursBefore = (hours: number) => new Date(Date.parse(NOW) - hours * HOUR).toISOString()

const strip = (store: Partial<StoreStatus>, role: StaffRole = 'kitchen') =>
  renderToStaticMarkup(
    <VikeReactProviderPageContext
      pageContext={{ locale: 'en', staff: { role } } as unknown as PageContext}
    >
      <StoreStrip initial={{ kitchens: [], stopped: NONE_STOPPED, now: NOW, ...store }} />
    </VikeReactProviderPageContext>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

it('says on the board which kitchen is busy or paused, until when and why, and how many dishes are stopped', () => {
  const text = strip({
    kitchens: [
      // 19:00 UTC is 21:00 in Sofia.
      kitchen({ busy: { minutes: 20, until: '2026-11-24T19:00:00Z', since: hoursBefore(5) } }),
      kitchen({
        id: 2,
        name: { bg: 'Център', ru: 'Центр', en: 'Center', uk: 'Центр' },
        pause: {
          until: null,
          reason: { bg: '', ru: '', en: 'Oven repair', uk: '' },
          since: hoursBefore(1),
        },
      }),
      kitchen({ id: 3, name: { bg: 'М', ru: 'М', en: 'Mladost', uk: 'М' } }),
    ],
    stopped: { count: 2, untilSwitchedBack: [] },
  })
  expect(text).toMatch(/Lozenets .*\+20 min.*21:00/)
  expect(text).toContain('Oven repair')
  expect(text).not.toContain('Mladost')
  expect(text).toContain('2 dishes stopped')
  // A state that ends by itself, or began an hour ago, asks nothing.
  expect(text).not.toContain('Still')
  // The kitchen sees it; a manager switches it back from here.
  expect(text).not.toContain('Take online orders again')
  const managed = strip(
    { kitchens: [kitchen({ pause: { until: null, reason: null, since: NOW } })] },
    'manager',
  )
  expect(managed).toContain('Take online orders again')
})

it('asks whether a pause, busy mode or stopped dish left on until switched back for hours still holds', () => {
  const dish = (id: number, en: string, since: string) => ({
    id,
    name: { bg: en, ru: en, en, uk: en },
    since,
  })
  const at = (hours: number) =>
    strip(
      {
        kitchens: [
          kitchen({ pause: { until: null, reason: null, since: hoursBefore(hours) } }),
          kitchen({
            id: 2,
            name: { bg: 'Център', ru: 'Центр', en: 'Center', uk: 'Центр' },
            busy: { minutes: 15, until: null, since: hoursBefore(hours) },
          }),
        ],
        stopped: {
          count: 2,
          untilSwitchedBack: [
            dish(7, 'Salmon roll', hoursBefore(hours + 9)),
            dish(8, 'Eel roll', hoursBefore(1)),
          ],
        },
      },
      'manager',
    )
  // Exactly three hours (and twelve for the dish): not yet.
  expect(at(3)).not.toContain('Still')
  // 16:59 in Sofia, three hours and a minute before the server's 20:00.
  const past = at(3 + 1 / 60)
  expect(past).toContain(
    'Lozenets Paused since 16:59 — 3 h. Still closed? Take online orders again',
  )
  expect(past).toContain('Center Busy (+15 min) since 16:59 — 3 h. Still busy? Back to normal pace')
  expect(past).toContain('“Salmon roll” stopped since 07:59 — 12 h. Still out? Back on sale')
  expect(past).not.toContain('Eel roll')
  // A cook is reminded too, and puts the dish back on sale; the kitchens stay the manager's.
  const cook = strip({
    stopped: { count: 1, untilSwitchedBack: [dish(7, 'Salmon roll', hoursBefore(13))] },
  })
  expect(cook).toContain('Still out? Back on sale')
})

it('shows nothing when the shop sells as usual', () => {
  expect(strip({ kitchens: [kitchen({})] })).toBe('')
})
