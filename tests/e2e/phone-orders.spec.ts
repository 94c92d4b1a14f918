import { expect, holdScripts, hydrating, test } from './fixtures'
import { Auth, uniquePhone } from './support/auth'
import { axeViolations } from './support/axe'
import { iso } from './support/checkout'
import { Console } from './support/console'

// Issue 23: staff take an order on the phone; it enters the board like any other and the customer
// finds it in their account.

test('a phone order for a new number appears on the board and in the customer’s account', async ({
  browser,
  page: customer,
}) => {
  test.slow()
  const phone = uniquePhone()
  // For tomorrow at noon, when the kitchen is open whatever the hour the suite runs at.
  const tomorrow = iso(new Date(Date.now() + 24 * 60 * 60 * 1000))
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  const board = await kitchen.newPage()
  await Console.openBoard(board, `?date=${tomorrow}&status=new`)
  // Typed into before hydration, the number would not reach the form's state (a failure seen in CI).
  const desk = hydrating(await kitchen.newPage())
  await desk.goto('/en/operator/phone')
  await expect(desk.getByRole('heading', { level: 1 })).toHaveText('New phone order')

  await desk.getByLabel('Phone number').fill(`+${phone}`)
  await desk.getByRole('button', { name: 'Find the customer' }).click()
  await expect(desk.getByText('New customer: the account is created with the order.')).toBeVisible()
  await desk.getByLabel("Customer's name").fill('Georgi')
  const placements: string[] = []
  desk.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/operator/phone-orders'))
      placements.push(request.url())
  })
  await desk.getByLabel('Find a dish').fill('sakura')
  await desk.getByRole('button', { name: 'Choose Sakura Set' }).click()
  await desk.getByRole('button', { name: /^Add to cart/ }).click()
  await desk.getByLabel('Find a dish').fill('sakura')
  await desk.getByRole('button', { name: 'Choose Sakura Set' }).click()
  await desk.getByRole('button', { name: /^Add to cart/ }).click()
  await expect(desk.getByText('2 × Sakura Set').first()).toBeVisible()
  // The server's check speaks on the field: no street yet.
  const street = desk.getByLabel('Street and number')
  await expect(street).toHaveAttribute('aria-invalid', 'true')
  await street.fill('ul. Rakovski 100')
  await expect(street).not.toHaveAttribute('aria-invalid')
  await desk.getByLabel('Card on delivery').check()
  // For tomorrow at noon, when the kitchen is open whatever the hour the suite runs at.
  await desk
    .getByLabel('For a time')
    .fill(`${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}T12:00`)
  // Enter in the dish search, with the order complete, looks for a dish: it places nothing.
  await desk.getByLabel('Find a dish').fill('miso')
  await desk.getByLabel('Find a dish').press('Enter')
  // The summary says when, before anyone presses the button.
  await expect(desk.getByTestId('phone-promise')).toHaveText('Expected tomorrow around 12:00')
  expect(await axeViolations(desk)).toEqual([])
  // The server's price of exactly this order.
  const total = desk.getByTestId('order-total')
  await expect(total).toHaveText(/€\d+\.\d\d/)
  const amount = await total.textContent()
  await desk.getByRole('button', { name: 'Place the order' }).click()
  await expect(desk).toHaveURL(/\/en\/operator\/orders\/\d+$/)
  expect(placements).toHaveLength(1)
  const id = Number(desk.url().split('/').pop())
  await expect(desk.getByText('Georgi')).toBeVisible()

  // On the board, live, like an order from the shop, marked as taken by phone.
  const card = Console.card(board, id)
  await expect(card).toBeVisible()
  await expect(card).toContainText('By phone')
  await expect(card).toContainText('Card on delivery')
  await expect(card).toContainText(amount!)

  // The caller signs in with that number and finds the order in the account.
  await customer.goto('/en/account/orders')
  await Auth.signIn(customer, phone)
  await expect(customer).toHaveURL(/\/en\/account\/orders$/)
  await expect(customer.getByRole('main')).toContainText(String(id))
  await expect(customer.getByRole('main')).toContainText(amount!)
  await kitchen.close()
})

test('the phone order waits for its page: a number typed before it is not lost', async ({
  browser,
}) => {
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  const desk = await kitchen.newPage()
  const release = await holdScripts(desk)
  await desk.goto('/en/operator/phone', { waitUntil: 'domcontentloaded' })
  const phone = desk.getByLabel('Phone number')
  await expect(phone).toBeDisabled()
  await expect(desk.getByRole('button', { name: 'Find the customer' })).toBeDisabled()

  release()
  await expect(phone).toBeEnabled()
  await phone.fill(`+${uniquePhone()}`)
  await desk.getByRole('button', { name: 'Find the customer' }).click()
  await expect(desk.getByText('New customer: the account is created with the order.')).toBeVisible()
  await kitchen.close()
})
