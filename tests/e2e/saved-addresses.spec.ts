import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import products from '#server/db/seed/data/products.json' with { type: 'json' }
import { restaurantMoment } from '#shared/hours'
import { SOFIA_STREETS } from '#tests/support/fake-photon'
import { expect, test } from './fixtures'
import { Checkout, iso } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 35 at 375 px: the phone's location fills the street and its zone; saved addresses keep
// their points and names, the last one used comes preselected, another is picked by its name and
// the fee follows its zone; the customer names one in the account.

test.use(PHONE)

const street = (page: Page) => page.getByLabel('Street and number')
const zone = (page: Page) => page.locator('.quoted-zone')
const { cherniVrah, vitosha } = SOFIA_STREETS

/** A cash delivery for tomorrow afternoon, placed through the API with the page's session. */
async function deliver(page: Page, to: { street: string; lat: number; lng: number }) {
  const index = products.findIndex((product) => product.slug === 'set-sakura')
  const tomorrow = iso(new Date(Date.now() + 24 * 60 * 60 * 1000))
  const placed = await page.request.post('/api/orders', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: {
      lines: [{ id: index + 1, quantity: 2, currentPrice: products[index]!.price, modifiers: [] }],
      orderType: 'delivery',
      point: { lat: to.lat, lng: to.lng },
      address: { street: to.street, floor: '2' },
      time: restaurantMoment(tomorrow, '14:00').toISOString(),
      paymentType: 'cash',
    },
  })
  expect(placed.status(), await placed.text()).toBe(201)
}

test('"Use my location" fills the street and shows its zone’s fee', async ({ page, context }) => {
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: cherniVrah.lat, longitude: cherniVrah.lng })
  await Checkout.start(page, 'set-sakura', 1)
  // The preset list until there is a point.
  await expect(page.getByLabel('Delivery zone')).toBeVisible()
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(street(page)).toHaveValue('Cherni Vrah Blvd 47')
  await expect(zone(page)).toContainText('Lozenets — €2.90')
  await expect(page.getByLabel('Delivery zone')).toBeHidden()
  await expect(page.getByTestId('order-summary')).toContainText('€2.90')
  await page.screenshot({ path: 'test-results/use-my-location-375.png', fullPage: true })
})

test('a refused location says so and leaves the form as it was', async ({ page }) => {
  await Checkout.start(page, 'set-sakura', 1)
  await street(page).fill('ul. Shipka 12')
  await page.getByRole('button', { name: 'Use my location' }).click()
  await expect(page.getByText("We can't see your location")).toBeVisible()
  await expect(street(page)).toHaveValue('ul. Shipka 12')
  await expect(page.getByLabel('Delivery zone')).toBeVisible()
})

test('saved addresses: named in the account, the last preselected, another picked by its name', async ({
  page,
}) => {
  await Checkout.start(page, 'set-sakura', 1)
  await deliver(page, { street: 'Cherni Vrah Blvd 47', ...cherniVrah })
  await deliver(page, { street: 'Vitosha Blvd 20', ...vitosha })

  await page.goto('/en/account/profile')
  const office = page.getByRole('form', { name: 'Cherni Vrah Blvd 47, Floor 2' })
  await office.getByLabel('Name of the address').fill('Office')
  await office.getByRole('button', { name: 'Save the name' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  await expect(office).toContainText('Office: Cherni Vrah Blvd 47')
  await page.screenshot({ path: 'test-results/saved-addresses-account-375.png', fullPage: true })

  await page.goto('/en/checkout')
  const saved = page.getByLabel('Saved address')
  // The last one used, with its zone from its point.
  await expect(saved.locator('option:checked')).toHaveText('Vitosha Blvd 20, Floor 2')
  await expect(street(page)).toHaveValue('Vitosha Blvd 20')
  await expect(zone(page)).toContainText('Center — €1.90')
  await saved.selectOption({ label: 'Office: Cherni Vrah Blvd 47, Floor 2' })
  await expect(street(page)).toHaveValue('Cherni Vrah Blvd 47')
  await expect(zone(page)).toContainText('Lozenets — €2.90')
  await expect(page.getByTestId('order-summary')).toContainText('€2.90')
  await page.screenshot({ path: 'test-results/saved-addresses-checkout-375.png', fullPage: true })
})
