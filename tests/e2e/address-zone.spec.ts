import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Checkout, iso } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 35 at 375 px: the street typed, a suggestion picked (from the fake Photon), its zone's fee
// shown and the order placed; an address outside every zone says so and offers pickup.

test.use(PHONE)

const street = (page: Page) => page.getByLabel('Street and number')

test('a picked address decides the zone and its fee, and the order is placed', async ({ page }) => {
  // One set: over Lozenets' minimum, under its free delivery.
  await Checkout.start(page, 'set-sakura', 1)
  await street(page).fill('cherni vrah')
  await page.getByRole('button', { name: 'Cherni Vrah Blvd 47, Lozenets, Sofia' }).click()
  await expect(street(page)).toHaveValue('Cherni Vrah Blvd 47')
  // Lozenets, not the Center preset: its €2.90 fee.
  await expect(page.locator('.quoted-zone')).toContainText('Lozenets — €2.90')
  await expect(page.getByTestId('order-summary')).toContainText('€2.90')
  await page.screenshot({ path: 'test-results/address-zone-375.png', fullPage: true })
  // Tomorrow at the time offered first: Lozenets' kitchen is 45 minutes' drive away, so not noon.
  await page.getByLabel('At a time').check()
  await page.getByRole('button', { name: /^Date/ }).click()
  await page
    .getByTestId('delivery-date-picker')
    .locator(`[data-day="${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}"] button`)
    .click()
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
})

test('an address outside every zone says so and offers pickup', async ({ page }) => {
  await Checkout.start(page)
  await street(page).fill('tsar simeon')
  await page.getByRole('button', { name: 'Tsar Simeon St 1, Bankya, Sofia' }).click()
  await expect(page.getByText("We don't deliver to this address")).toBeVisible()
  // No zone offered for it, least of all the preset Center.
  await expect(page.getByLabel('Delivery zone')).toBeHidden()
  await expect(page.locator('.quoted-zone')).toHaveText('')
  await page.screenshot({ path: 'test-results/address-outside-375.png', fullPage: true })
  await page.getByRole('button', { name: 'Pick it up at a restaurant' }).click()
  await expect(page.getByLabel('Pickup')).toBeChecked()
})
