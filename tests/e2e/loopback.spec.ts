import { expect, test } from './fixtures'
import { Checkout } from './support/checkout'
import { baseURL } from './support/config'
import { PHONE } from './support/phone'

// The server's PUBLIC_ORIGIN names 127.0.0.1; the customer typed localhost (or the other way round).
const other = baseURL.replace('127.0.0.1', 'localhost')
test.use({ ...PHONE, baseURL: other })

test('outside production, a card payment completes on the other loopback name too', async ({
  page,
  context,
}) => {
  // A returning visitor under both names (the fixture set it for the name typed).
  await context.addCookies([{ name: 'attention', value: '1', url: baseURL }])
  // The shop moves the browser to PUBLIC_ORIGIN's name before anything is kept under the other.
  await page.goto('/en')
  expect(new URL(page.url()).origin).toBe(baseURL)
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Card online').check()
  await page.getByRole('button', { name: /^Order and pay €/ }).click()
  await expect(page).toHaveURL(/\/_viva\/web\/checkout\?ref=\d{16,}/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/payment-success\?order=\d+$/)
  await expect(page.getByTestId('order-result')).toBeVisible()
})
