import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout } from './support/checkout'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'
import { PHONE } from './support/phone'
import { expectFitsScreen } from './support/width'

// Issue 33: a customer asks for a company invoice at checkout on a phone; a wrong ЕИК is refused on
// its own field; the order page says an invoice was asked for; the console lists it to invoice and
// issues it on an A4 page in Bulgarian.
test.use(PHONE)

test('an invoice asked for at checkout is refused with a wrong ЕИК, then placed, listed and issued', async ({
  page,
  context,
}) => {
  test.slow(true, 'a checkout, the kitchen moving the order, and the console')
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  const eik = page.getByLabel('ЕИК (company number)')
  await expect(eik).toBeHidden()
  await page.getByLabel('I need an invoice for a company').check()
  await page.getByLabel('Company name').fill('Акме ЕООД')
  // One digit off the check digit (831919536 is right).
  await eik.fill('831919537')
  await page.getByLabel('VAT number (if registered)').fill('BG831919536')
  await page.getByLabel('Registered address').fill('София, бул. Витоша 1')
  await page.getByLabel('Responsible person (МОЛ)').fill('Иван Петров')
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()

  await expect(eik).toHaveAttribute('aria-invalid', 'true')
  await expect(eik).toHaveAccessibleDescription('This ЕИК is not valid: check its digits.')
  await expect(eik).toBeFocused()
  await expectFitsScreen(page, 'checkout with the invoice fields')

  await eik.fill('831919536')
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)

  await page.goto('/en/account/orders')
  await page
    .getByRole('link', { name: /Order #/ })
    .first()
    .click()
  await expect(page.getByText('Invoice requested, to be issued')).toBeVisible()
  await expect(page.getByText('Акме ЕООД, ЕИК 831919536')).toBeVisible()
  const orderId = Number(/orders\/(\d+)/.exec(page.url())![1])

  // The kitchen completes it; a manager's page then offers its invoice.
  await Checkout.moveOrder(page, orderId, ['accepted', 'cooking', 'on_the_way', 'completed'])
  await Console.signIn(context, E2E_ADMIN)
  await page.goto('/en/operator/invoices')
  const toIssue = page.getByRole('region', { name: 'To invoice', exact: true })
  await expect(toIssue.getByRole('link', { name: `Order #${orderId}` })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])

  await toIssue.getByRole('button', { name: `Issue the invoice of order #${orderId}` }).click()
  const invoice = page.getByTestId('invoice')
  await expect(invoice.getByRole('heading', { name: 'Фактура' })).toBeVisible()
  await expect(invoice).toContainText('Оригинал')
  await expect(invoice).toContainText(/Номер\s*\d{10}/)
  await expect(invoice).toContainText('Акме ЕООД')
  await expect(invoice).toContainText('ДДС 20 %')
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
})
