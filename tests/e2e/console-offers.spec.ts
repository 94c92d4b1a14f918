import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'

test('a manager adds a Friday-evening offer with a code in the console, then switches it off', async ({
  context,
  page,
}) => {
  await Console.signIn(context, E2E_ADMIN)
  await page.goto('/en/operator/offers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers and promo codes')
  expect(await axeViolations(page)).toEqual([])

  const code = `FRI-${Date.now().toString(36).toUpperCase()}`
  const form = page.getByRole('region', { name: 'New offer' })
  const names = {
    Bulgarian: 'Петък вечер',
    Russian: 'Пятница',
    English: 'Friday night',
    Ukrainian: 'Пʼятниця',
  }
  for (const [language, name] of Object.entries(names)) {
    await form
      .getByRole('group', { name: language })
      .getByLabel('Name on the customer’s bill')
      .fill(name)
  }
  await form.getByLabel('Kind').selectOption({ label: 'Amount off the order' })
  await form.getByLabel('Amount (€)').fill('5')
  await form.getByLabel('Promo code').fill(code.toLowerCase())
  const friday = form.getByRole('group', { name: 'Friday' })
  await friday.getByLabel('Opens').fill('18:00')
  await friday.getByLabel('Closes').fill('23:00')
  await form.getByLabel('Minimum for the dishes (€)').fill('30')
  await form.getByLabel('Times per customer').fill('1')
  await form.getByRole('button', { name: 'Add the offer' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The offer “Friday night” is saved.' }),
  ).toBeVisible()
  const listed = page.getByRole('listitem').filter({ hasText: code })
  await expect(listed).toContainText('Used 0 times')

  await page.getByRole('button', { name: 'Edit Friday night' }).last().click()
  const dialog = page.getByTestId('offer-dialog')
  await expect(dialog.getByLabel('Promo code')).toHaveValue(code)
  await expect(dialog.getByRole('group', { name: 'Friday' }).getByLabel('Opens')).toHaveValue(
    '18:00',
  )
  expect(await axeViolations(page, 'offer-dialog')).toEqual([])
  await dialog.getByLabel('Switched on').uncheck()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  await expect(listed).toContainText('Off')
})

test('a manager offers a free dish with its options above an amount, for one zone', async ({
  context,
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 })
  await Console.signIn(context, E2E_ADMIN)
  await page.goto('/en/operator/offers')
  const code = `GIFT-${Date.now().toString(36).toUpperCase()}`
  const form = page.getByRole('region', { name: 'New offer' })
  for (const language of ['Bulgarian', 'Russian', 'English', 'Ukrainian']) {
    await form
      .getByRole('group', { name: language })
      .getByLabel('Name on the customer’s bill')
      .fill('Philadelphia as a gift')
  }
  await form.getByLabel('Kind').selectOption({ label: 'A free dish above an amount' })
  const dish = form.getByRole('group', { name: 'The free dish (the customer adds it to the cart)' })
  await dish.getByLabel('Philadelphia Classic').check()
  await form.getByLabel('The free dish’s paid options are free too').check()
  await form.getByRole('group', { name: 'Delivery zones' }).getByLabel('Center').check()
  await form.getByLabel('Promo code').fill(code)
  await form.getByLabel('Minimum for the dishes (€)').fill('40')
  await page.screenshot({ path: 'test-results/console-offer-free-dish-375.png', fullPage: true })
  await form.getByRole('button', { name: 'Add the offer' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'The offer “Philadelphia as a gift” is saved.' }),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Edit Philadelphia as a gift' }).last().click()
  const dialog = page.getByTestId('offer-dialog')
  await expect(dialog.getByLabel('Philadelphia Classic')).toBeChecked()
  await expect(dialog.getByLabel('The free dish’s paid options are free too')).toBeChecked()
  await expect(
    dialog.getByRole('group', { name: 'Delivery zones' }).getByLabel('Center'),
  ).toBeChecked()
  expect(await axeViolations(page, 'offer-dialog')).toEqual([])
})
