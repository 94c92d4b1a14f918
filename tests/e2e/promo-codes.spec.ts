import type { APIRequestContext } from '@playwright/test'
import { offerFields } from '#tests/support/offers'
import { expect, test } from './fixtures'
import { Cart } from './support/cart'
import { Checkout } from './support/checkout'
import { baseURL, E2E_ADMIN } from './support/config'
import { expectFitsScreen } from './support/width'

/** A manager's offer made through the console's API; its code is new on every run. */
async function addOffer(request: APIRequestContext, fields: Record<string, unknown>) {
  const signIn = await request.post(`${baseURL}/api/operator/sign-in`, { data: E2E_ADMIN })
  expect(signIn.status(), await signIn.text()).toBe(200)
  const code = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const created = await request.post(`${baseURL}/api/operator/offers`, {
    data: offerFields({
      name: {
        bg: 'Десет процента',
        ru: 'Десять процентов',
        en: 'Ten percent',
        uk: 'Десять відсотків',
      },
      code,
      ...fields,
    }),
  })
  expect(created.status(), await created.text()).toBe(201)
  return code
}

test('a code from a link is applied at checkout and charged by card; a code that does not apply says why', async ({
  page,
  request,
}) => {
  const code = await addOffer(request, {})
  const big = await addOffer(request, { minSubtotal: 50_000 })
  await page.setViewportSize({ width: 375, height: 812 })
  // The link's code is kept by the cart, on whichever page of the shop it was opened.
  await page.goto(`/en/product/set-sakura?promo=${code.toLowerCase()}`)
  await Cart.addFromProductPage(page)
  await Cart.addFromProductPage(page)
  // Two Sakura sets, €69.80, delivered free: 10 % off is €6.98.
  const drawer = await Cart.open(page)
  await expect(drawer.getByTestId('discount-line')).toHaveText(`Ten percent · ${code}−€6.98`)
  await Checkout.start(page, 'set-sakura', 0)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Card online').check()

  const field = page.getByLabel('Promo code')
  await expect(field).toHaveValue(code.toLowerCase())
  const discount = page.getByTestId('order-summary').getByTestId('discount-line')
  await expect(discount).toHaveText(`Ten percent · ${code}−€6.98`)
  await expect(page.getByTestId('order-total')).toHaveText('€62.82')
  await expectFitsScreen(page, 'the checkout with a promo code')

  await field.fill(big)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('The promo code is for orders of €500.00 or more.')).toBeVisible()
  await expect(discount).toHaveCount(0)
  await expect(page.getByTestId('order-total')).toHaveText('€69.80')

  await field.fill(code)
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByTestId('order-total')).toHaveText('€62.82')
  await page.getByRole('button', { name: /^Order and pay €62\.82/ }).click()
  await expect(page).toHaveURL(/\/_viva\/web\/checkout\?ref=\d{16,}/)
  await expect(page.getByText('€62.82').first()).toBeVisible()
  await page.getByRole('button', { name: 'Pay', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/payment-success\?order=\d+$/)
  await expect(page.getByTestId('order-result').getByTestId('discount-line')).toHaveText(
    `Ten percent · ${code}−€6.98`,
  )
  await page.getByRole('link', { name: 'Follow the order' }).click()
  await expect(page.getByTestId('discount-line')).toHaveText(`Ten percent · ${code}−€6.98`)
})
