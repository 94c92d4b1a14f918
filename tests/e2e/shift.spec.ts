import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { expect, hydrating, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout, iso } from './support/checkout'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'

// Issue 31 item 14: the day's figures as a manager closes, moving with the orders while the page
// stays open, and the same figures as a file for the accountant.

/** A figure of the day's summary, as a number. */
const figure = (page: Page, name: string) => page.locator(`dt:text-is("${name}") + dd`)

const count = async (page: Page, name: string) => Number(await figure(page, name).textContent())

/** The courier's deliveries cell on the dashboard (0 while they have none that day). */
const deliveries = async (page: Page) => {
  const row = page
    .getByRole('table')
    .filter({ hasText: 'To hand in' })
    .getByRole('row', {
      name: /^Courier /,
    })
  return (await row.count()) === 0 ? 0 : Number(await row.getByRole('cell').first().textContent())
}

test('the dashboard follows the orders live, splits the money and exports a CSV for Excel', async ({
  browser,
  page,
}) => {
  test.slow()
  const day = iso(new Date(Date.now() + 24 * 60 * 60 * 1000))
  const office = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await Console.signIn(office, E2E_ADMIN)
  const dashboard = hydrating(await office.newPage())
  await dashboard.goto(`/en/operator/dashboard?date=${day}`)
  const placed = await count(dashboard, 'Placed')
  const completed = await count(dashboard, 'Completed')
  const carried = await deliveries(dashboard)

  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  const id = Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])

  // No reload: the console's feed brings the order in, then its completion and its cash. Other
  // browser tests place orders for the same day meanwhile: the figures grow by at least this one.
  const live = { timeout: 10_000 }
  await expect.poll(() => count(dashboard, 'Placed'), live).toBeGreaterThanOrEqual(placed + 1)
  await Checkout.moveOrder(page, id, ['accepted', 'cooking', 'on_the_way', 'completed'])
  await expect.poll(() => count(dashboard, 'Completed'), live).toBeGreaterThanOrEqual(completed + 1)
  await expect.poll(() => deliveries(dashboard), live).toBeGreaterThanOrEqual(carried + 1)
  await expect(dashboard.getByRole('heading', { name: 'Revenue by way of paying' })).toBeVisible()
  await expect(dashboard.getByRole('heading', { name: 'Per restaurant' })).toBeVisible()
  expect(await axeViolations(dashboard)).toEqual([])

  const [download] = await Promise.all([
    dashboard.waitForEvent('download'),
    dashboard.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`figures-${day}.csv`)
  const bytes = await readFile((await download.path())!)
  // The BOM tells Excel it is UTF-8; `;` between fields, as Excel set to Bulgarian reads them.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.toString('utf8').slice(1).split('\r\n')
  expect(lines[0]).toBe(`Figures of ${day}`)
  const inFile = Number(lines.find((line) => line.startsWith('Placed;'))?.split(';')[1])
  expect(inFile).toBeGreaterThanOrEqual(placed + 1)
  expect(lines).toContain('Courier;Deliveries;Cash deliveries;To hand in')
  await office.close()
})
