import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'
import { expectFitsScreen } from './support/width'

// Issue 23: a manager pauses online orders in the console; every storefront page says so.

// The console's screen is in the restaurant's time zone, as the shop shows its times.
test.use({ timezoneId: 'Europe/Sofia' })

// A kitchen no other spec orders from (they use the first zone's and the first restaurant's): the
// browser specs share one shop, and its pause would refuse their ASAP orders.
const KITCHEN = 'Hanami Sushi Mladost'
const SHOTS = process.env.BUSY_SHOTS ?? '/tmp/busy-mode-screenshots'
const REASON = {
  BG: 'Пълна зала тази вечер.',
  RU: 'Полный зал сегодня вечером.',
  EN: 'A full house tonight.',
  UA: 'Повна зала сьогодні ввечері.',
}

/** The page at a phone's and a desktop's width, fitting both, for a person to look at. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await expectFitsScreen(page, `${name} at ${width}`)
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 })
  }
}

test('a manager pauses online orders until a time: every storefront page says so until taken back', async ({
  context,
  page,
}) => {
  // Four pages in two languages, each waiting out the page cache's stale copy, and two axe runs.
  test.slow()
  await Console.signIn(context, E2E_ADMIN)
  await page.goto('/en/operator/kitchens')
  const panel = page.getByRole('region', { name: KITCHEN })
  const ordering = panel.getByRole('group', { name: 'Online orders' })
  await expect(ordering).toContainText('Taking orders')
  await ordering.getByLabel('Until (time of day; empty: until switched back)').fill('23:45')
  for (const [language, text] of Object.entries(REASON)) {
    await ordering.getByLabel(language, { exact: true }).fill(text)
  }
  await ordering.getByRole('button', { name: 'Pause online orders' }).click()
  await expect(ordering).toContainText('Paused until 23:45')

  const shop = await context.newPage()
  const bar = shop.getByRole('complementary', { name: 'Online orders paused' })
  const said = `${KITCHEN} takes online orders again at 23:45. A full house tonight.`
  try {
    // The page cache serves its stale page once while it renders the fresh one.
    await expect(async () => {
      await shop.goto('/en/menu')
      await expect(bar).toHaveText(said, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    // Every page, in its language.
    await shop.getByRole('link', { name: 'Delivery' }).first().click()
    await expect(shop).toHaveURL(/\/en\/delivery$/)
    await expect(bar).toHaveText(said)
    await expect(async () => {
      await shop.goto('/uk')
      await expect(
        shop.getByRole('complementary', { name: 'Онлайн-замовлення призупинено' }),
      ).toContainText('Повна зала сьогодні ввечері.', { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    await expect(async () => {
      await shop.goto('/en')
      await expect(bar).toHaveText(said, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    expect(await axeViolations(shop)).toEqual([])
    expect(await axeViolations(page)).toEqual([])
    await shoot(shop, 'storefront-paused')
    await shoot(page, 'console-kitchens')
  } finally {
    await ordering.getByRole('button', { name: 'Take online orders again' }).click()
  }
  await expect(ordering).toContainText('Taking orders')
  await expect(async () => {
    await shop.goto('/en/menu')
    await expect(shop.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 1000 })
    await expect(bar).toHaveCount(0, { timeout: 1000 })
  }).toPass({ timeout: 15_000 })
})
