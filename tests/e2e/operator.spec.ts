import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout, iso } from './support/checkout'
import { E2E_ADMIN, E2E_STAFF } from './support/config'
import { Console } from './support/console'

// Issue 10: the operator console in the browser, against the production build.

test('a signed-out visitor is sent to sign in, and comes back after it', async ({ page }) => {
  await page.goto('/en/operator/orders?status=paid')
  await expect(page).toHaveURL('/en/operator/sign-in?next=%2Foperator%2Forders%3Fstatus%3Dpaid')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in')
  await page.getByLabel('E-mail').fill(E2E_STAFF.email)
  await page.getByLabel('Password').fill('not the password at all')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible()
  await page.getByLabel('Password').fill(E2E_STAFF.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/en/operator/orders?status=paid')
  await expect(page.getByRole('link', { name: /^Paid \d+$/ })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('the kitchen sees no staff or audit section, and /operator/staff refuses it', async ({
  context,
  page,
}) => {
  await Console.signIn(context)
  await page.goto('/en/operator/orders')
  const sections = page.getByRole('navigation', { name: 'Console sections' })
  await expect(sections.getByRole('link', { name: 'Orders' })).toBeVisible()
  await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await expect(sections.getByRole('link', { name: 'Audit log' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /Kitchen/ })).toBeVisible()
  const refused = await page.goto('/en/operator/staff')
  expect(refused?.status()).toBe(403)
  await expect(page.getByText('Your role does not allow this.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the orders' }).click()
  await expect(page).toHaveURL('/en/operator/orders')
})

test('an order paid in the shop is on the board within a second, and the kitchen moves it on', async ({
  browser,
  page: customer,
}) => {
  // A whole journey in two browsers (sign-in, checkout, card payment, the board's moves).
  test.slow()
  // The kitchen's screen, in a browser of its own.
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  const board = await kitchen.newPage()
  // The shop's orders are for tomorrow at noon (every restaurant is open then): that day's board.
  await Console.openBoard(board, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  await board.getByRole('button', { name: 'Sound for new orders' }).click()
  await expect(board.getByRole('button', { name: 'Sound for new orders' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // A full reload would lose this mark.
  await board.evaluate(() => {
    ;(window as Window & { sameDocument?: boolean }).sameDocument = true
  })

  await Checkout.start(customer)
  await Checkout.fillAddress(customer)
  await Checkout.scheduleTomorrowNoon(customer)
  await customer.getByLabel('Card online').check()
  await customer.getByRole('button', { name: /^Order and pay €/ }).click()
  await customer.getByRole('button', { name: 'Pay' }).click()
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Payment received')
  const id = Number(new URL(customer.url()).searchParams.get('order'))

  const card = Console.card(board, id)
  await expect(card.getByText('Paid', { exact: true })).toBeVisible({ timeout: 1000 })
  await expect(card.getByText('Just in', { exact: true })).toBeVisible()
  await expect(board.getByText(`Order #${id} is paid.`)).toBeAttached()
  expect(
    await board.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
  ).toBe(true)
  expect(await axeViolations(board)).toEqual([])

  // A manager has the same order open on a second screen, following the live feed.
  const managers = await browser.newContext()
  await Console.signIn(managers, E2E_ADMIN)
  const second = await managers.newPage()
  await second.goto(`/en/operator/orders/${id}`)
  await expect(second.getByRole('button', { name: 'Accept' })).toBeVisible()

  // What the kitchen needs is on the card; the sound setting survives a reload.
  await expect(card).toContainText('ul. Shipka 12')
  // Due tomorrow: the day is named, not counted in minutes.
  await expect(card).toContainText('tomorrow 12:00')
  await board.reload()
  // The choice survives the reload; the browser plays again after the first tap on the page.
  await board.getByRole('heading', { level: 1 }).click()
  await expect(board.getByRole('button', { name: 'Sound for new orders' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // One tap on the card accepts it.
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Start cooking' })).toBeVisible()

  const day = `date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`
  await card.getByRole('link', { name: `Order #${id}` }).click()
  await expect(board).toHaveURL(new RegExp(`/en/operator/orders/${id}\\?${day}`))
  await expect(board.getByRole('heading', { level: 1 })).toHaveText(`Order #${id}`)
  await expect(board.getByTestId('order-status')).toContainText('Accepted')
  // The way back keeps the board's day.
  await expect(board.locator('.order__back')).toHaveAttribute('href', `/en/operator/orders?${day}`)
  expect(await axeViolations(board)).toEqual([])
  // The other screen follows the card's tap: no stale Accept to press.
  await expect(second.getByTestId('order-status')).toContainText('Accepted')
  await expect(second.getByRole('button', { name: 'Accept' })).toHaveCount(0)
  await expect(second.getByRole('button', { name: 'Start cooking' })).toBeVisible()

  await customer.goto(`/en/account/orders/${id}`)
  await expect(customer.locator('.order__meta')).toContainText('Accepted')

  // Money goes back on a manager's word only: the kitchen is not offered Cancel on a paid card order.
  await expect(board.getByRole('button', { name: 'Cancel the order…' })).toHaveCount(0)

  // The manager's cancel asks for a reason first; the paid card order is refunded.
  await second.getByRole('button', { name: 'Cancel the order…' }).click()
  const managerDialog = second.getByTestId('cancel-dialog')
  await expect(managerDialog.getByLabel('Reason')).toBeFocused()
  await managerDialog.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(managerDialog.getByText('At least 3 characters.')).toBeVisible()
  expect(await axeViolations(second)).toEqual([])
  await managerDialog.getByLabel('Reason').fill('Out of salmon today')
  await managerDialog.getByRole('button', { name: 'Cancel the order' }).click()
  await expect(managerDialog).toBeHidden()
  await expect(second.getByText('€69.80: returned to the card')).toBeVisible()
  await expect(board.getByTestId('order-status')).toContainText('Cancelled')
  await expect(board.getByText('Out of salmon today')).toBeVisible()
  await customer.reload()
  await expect(customer.locator('.order__meta')).toContainText('Cancelled')
  await managers.close()
  await kitchen.close()
})

test.describe('axe finds no violations', () => {
  test('on the sign-in page', async ({ page }) => {
    await page.goto('/en/operator/sign-in')
    expect(await axeViolations(page)).toEqual([])
  })

  test('on the board and my account', async ({ context, page }) => {
    await Console.signIn(context)
    await Console.openBoard(page)
    expect(await axeViolations(page)).toEqual([])
    await page.goto('/en/operator/account')
    expect(await axeViolations(page)).toEqual([])
  })

  test('on the staff and audit pages of an admin, and the staff dialog', async ({
    context,
    page,
  }) => {
    await Console.signIn(context, E2E_ADMIN)
    await page.goto('/en/operator/staff')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Manage Kitchen' }).click()
    await expect(page.getByTestId('staff-dialog')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.goto('/en/operator/audit')
    await expect(page.getByRole('table')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
