import { expect, it } from 'vitest'
import en from '#locales/en.json'
import { restaurantMoment } from '#shared/hours'
import { BROWSER, createTestApp } from './app'

// Issue 30: a closed shop says so on the pages a customer lands on, and from when one can order.

/** A Tuesday night after every kitchen's last orders, running on from there. */
const LATE = restaurantMoment('2026-11-24', '23:45')
const started = Date.now()
const { app } = await createTestApp({ now: () => new Date(LATE.getTime() + Date.now() - started) })

const page = async (path: string) =>
  (await app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: 'lang=en' } })).text()

it.each(['/en', '/en/menu'])('%s says the shop is closed and when one can order', async (path) => {
  expect(await page(path)).toContain(
    en.shell.closed.replace('{{when}}', en.when.tomorrow.replace('{{time}}', '11:00')),
  )
})
