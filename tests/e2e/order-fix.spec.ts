import { expect, hydrating, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Cart } from './support/cart'
import { Checkout } from './support/checkout'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'

// Issue 31 item 13: the kitchen cannot make a dish, so staff take it off the order instead of
// cancelling it; a paid card order gets the difference back, and its customer sees it.

test('a manager removes a dish from a paid card order; the customer sees the new total and the refund', async ({
  browser,
  page: customer,
}) => {
  test.slow()
  // Edamame (€5.90) beside two Sakura sets (€69.80), paid by card, for tomorrow at noon.
  await customer.goto('/en/product/edamame')
  await Cart.addFromProductPage(customer)
  await Checkout.start(customer)
  await Checkout.fillAddress(customer)
  await Checkout.scheduleTomorrowNoon(customer)
  await customer.getByLabel('Card online').check()
  await customer.getByRole('button', { name: 'Order and pay €75.70' }).click()
  await customer.getByRole('button', { name: 'Pay' }).click()
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Payment received')
  const id = Number(new URL(customer.url()).searchParams.get('order'))
  await customer.goto(`/en/account/orders/${id}`)
  await expect(customer.locator('.order-totals__total')).toContainText('€75.70')

  const managers = await browser.newContext()
  await Console.signIn(managers, E2E_ADMIN)
  const staff = hydrating(await managers.newPage())
  await staff.goto(`/en/operator/orders/${id}`)
  // The only way to take a dish off is behind a dialog that says what goes back.
  await staff.getByRole('button', { name: 'Remove Edamame' }).click()
  const dialog = staff.getByTestId('fix-dialog')
  await expect(dialog).toContainText('Remove Edamame × 1: refund €5.90 to the card.')
  expect(await axeViolations(staff)).toEqual([])
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(dialog).toBeHidden()
  await expect(staff.getByRole('button', { name: 'Remove Edamame' })).toHaveCount(0)
  await expect(staff.locator('.order-totals__total')).toContainText('€69.80')
  // Two sets left: one fewer is still offered, removing the last line is not (that is a cancel).
  await expect(staff.getByRole('button', { name: 'One Sakura Set fewer' })).toBeVisible()
  await expect(staff.getByRole('button', { name: 'Remove Sakura Set' })).toHaveCount(0)

  // The customer's open page follows live: the dish is gone, the total is new, the refund is told.
  await expect(customer.locator('.order-totals__total')).toContainText('€69.80')
  await expect(customer.getByTestId('order-fixes')).toContainText(
    'Edamame × 1: the kitchen could not make it. €5.90 refunded to your card.',
  )
  await expect(customer.locator('.order-line__name')).toHaveText(['Sakura Set'])
  await managers.close()
})
