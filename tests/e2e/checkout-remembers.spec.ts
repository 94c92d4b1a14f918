import { type Page, request } from '@playwright/test'
import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { axeViolations } from './support/axe'
import { Cart } from './support/cart'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 30, "every promise kept": the checkout keeps the customer's work and remembers them.
test.use(PHONE)

const street = (page: Page) => page.getByLabel('Street and number')
const comment = (page: Page) => page.getByLabel('Comment on the order')

/** Back to the checkout with two Sakura sets, signed in already. */
async function orderAgain(page: Page) {
  await page.goto('/en/product/set-sakura')
  for (let i = 0; i < 2; i++) await Cart.addFromProductPage(page)
  await page.goto('/en/checkout')
  await expect(page.getByTestId('order-summary')).toBeVisible()
}

/** Cash, tomorrow at noon (the tests do not depend on the hour); lands on the success page. */
async function placeInCash(page: Page) {
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
}

test('a session that ends at checkout asks to sign in, keeps the form and places the order after', async ({
  page,
  baseURL,
}) => {
  const phone = await Checkout.start(page)
  await Checkout.fillAddress(page)
  await comment(page).fill('Ring twice')
  await Checkout.scheduleTomorrowNoon(page)
  // The session ends after the summary is priced: a quote refused for the dead session signs the
  // customer out first (the same modal, without the order going on by itself).
  const priced = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/orders/quote') && r.request().postDataJSON()?.paymentType === 'cash',
  )
  await page.getByLabel('Cash').check()
  await priced
  // Another device signs out everywhere; this browser keeps its dead session cookie.
  const token = (await page.context().cookies()).find((c) => c.name === 'auth_token')!.value
  const other = await request.newContext({
    baseURL: baseURL!,
    extraHTTPHeaders: { cookie: `auth_token=${token}` },
  })
  expect((await other.post('/api/logout-all', { data: {} })).status()).toBe(200)
  await other.dispose()

  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page.getByTestId('phone-modal')).toBeVisible()
  await page.screenshot({ path: '/tmp/checkout-401-signin.png' })
  await Auth.signIn(page, phone)
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  await page.goto('/en/account/orders')
  await page
    .getByRole('link', { name: /Order #/ })
    .first()
    .click()
  await expect(page.getByText('ul. Shipka 12')).toBeVisible()
  await expect(page.getByText('Ring twice')).toBeVisible()
})

test('the form survives a reload; the next checkout offers the addresses used, newest first', async ({
  page,
}) => {
  test.slow(true, 'three checkouts, two of them placed')
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await comment(page).fill('No sesame')
  await page.reload()
  await expect(street(page)).toHaveValue('ul. Shipka 12')
  await expect(page.getByLabel('Entrance')).toHaveValue('B')
  await expect(comment(page)).toHaveValue('No sesame')
  await placeInCash(page)

  // The draft went with the order; the address stays in the account.
  await orderAgain(page)
  await expect(street(page)).toHaveValue('ul. Shipka 12')
  await expect(page.getByLabel('Floor')).toHaveValue('3')
  await expect(comment(page)).toHaveValue('')
  const saved = page.getByLabel('Saved address')
  await saved.selectOption({ label: 'A new address' })
  await expect(street(page)).toHaveValue('')
  await street(page).fill('bul. Vitosha 1')
  await placeInCash(page)

  await orderAgain(page)
  await expect(street(page)).toHaveValue('bul. Vitosha 1')
  await expect(saved.locator('option')).toHaveText([
    'bul. Vitosha 1',
    'ul. Shipka 12, Entrance B, Floor 3',
    'A new address',
  ])
  await page.screenshot({ path: '/tmp/checkout-saved-addresses.png', fullPage: true })
  expect(await axeViolations(page)).toEqual([])
  await saved.selectOption({ label: 'ul. Shipka 12, Entrance B, Floor 3' })
  await expect(street(page)).toHaveValue('ul. Shipka 12')
  await expect(page.getByLabel('Entrance')).toHaveValue('B')
})

test('a customer who skipped the profile gives a name at checkout; a refusal focuses the first problem', async ({
  page,
}) => {
  await page.goto('/en/product/set-sakura')
  for (let i = 0; i < 2; i++) await Cart.addFromProductPage(page)
  await page.goto('/en/checkout')
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await expect(profile.getByLabel('Name', { exact: true })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(profile).toBeHidden()

  const name = page.getByLabel('Your name')
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(name).toBeFocused()
  await expect(name).toHaveAccessibleDescription(/./)
  expect(await axeViolations(page)).toEqual([])
  await name.fill('Mila')
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  // Named now, the next problem is the street, further down: focused and in view.
  await expect(street(page)).toBeFocused()
  await expect(street(page)).toBeInViewport()
  await expect(name).toBeHidden()
  await page.screenshot({ path: '/tmp/checkout-street-error.png' })
  await street(page).fill('ul. Shipka 12')
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  await page.goto('/en/account/profile')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Mila')
})
