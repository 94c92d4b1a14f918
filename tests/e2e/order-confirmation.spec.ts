import { expect, hydrating, test } from './fixtures'
import { Checkout, iso } from './support/checkout'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'
import { PHONE } from './support/phone'

// Security.md hole 8 on a 375 px phone: the limits a manager sees and sets, and a large order held
// on the board until a manager confirms it. The seeded figures are kept (other tests order too).

test.use(PHONE)

test('a manager sees the order limits, and confirms a large order before the kitchen gets it', async ({
  browser,
  page: customer,
}) => {
  test.slow()
  const managers = await browser.newContext(PHONE)
  await Console.signIn(managers, E2E_ADMIN)
  // A page of a context of its own: its goto waits for hydration as the fixture's does.
  const staffPage = hydrating(await managers.newPage())
  await staffPage.goto('/en/operator/options')
  const limits = staffPage.getByRole('form', { name: 'Order limits' })
  await expect(limits.getByLabel('Most lines in one order')).toHaveValue('30')
  await expect(limits.getByLabel('Most of one dish per line')).toHaveValue('30')
  await expect(limits.getByLabel('Largest total (€)')).toHaveValue('1000.00')
  await expect(
    limits.getByLabel("Confirm by phone when a customer's open orders total above (€)"),
  ).toHaveValue('300.00')
  await expect(limits.getByLabel('Most open orders paid on delivery per customer')).toHaveValue('3')
  await limits.getByLabel('Most lines in one order').fill('0')
  await limits.getByRole('button', { name: 'Save' }).click()
  await expect(limits.getByLabel('Most lines in one order')).toHaveAttribute('aria-invalid', 'true')
  await limits.getByLabel('Most lines in one order').fill('30')
  await limits.getByRole('button', { name: 'Save' }).click()
  await expect(limits.getByText('Saved. Orders are checked against it now.')).toBeVisible()

  // Five imperial sets: €349.50, above the €300 of the seed.
  await Checkout.start(customer, 'set-imperski', 5)
  await Checkout.fillAddress(customer)
  await Checkout.scheduleTomorrowNoon(customer)
  await customer.getByLabel('Cash').check()
  await customer.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(customer).toHaveURL(/\/en\/checkout\/success$/)
  const result = customer.getByTestId('order-result')
  await expect(result).toContainText('The restaurant will call you to confirm this order')
  const id = Number((await result.textContent())?.match(/#(\d+)/)?.[1])

  await Console.openBoard(staffPage, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  // Held first in the lane of orders to accept, flagged, with nothing to accept yet.
  const held = staffPage.getByRole('region', { name: /^To accept/ })
  const card = held.getByTestId('order-card').filter({
    has: staffPage.getByRole('heading', { name: `Order #${id}`, exact: true }),
  })
  await expect(card.getByText('Needs confirmation', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await card.getByRole('button', { name: 'Confirm' }).click()

  const confirmed = Console.card(staffPage, id)
  await expect(confirmed.getByText('Needs confirmation', { exact: true })).toHaveCount(0)
  await expect(confirmed.getByRole('button', { name: 'Accept' })).toBeVisible()
  await managers.close()
})
