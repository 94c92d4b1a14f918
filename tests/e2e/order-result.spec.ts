import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { PHONE } from './support/phone'

test.use(PHONE)

test('the order result pages show only the customer’s own order; anything else goes home', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/en?signin=1')
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Nina')
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()
  // A made-up cookie, an order that is not hers (she has none), a query of any shape.
  for (const value of ['abc', '999999']) {
    await context.addCookies([{ name: 'order_id', value, url: baseURL! }])
    await page.goto('/en/checkout/success')
    await expect(page).toHaveURL(/\/en$/)
  }
  for (const path of [
    '/en/checkout/payment-success?order=abc',
    '/en/checkout/payment-success?order=1',
  ]) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/en$/)
  }
})
