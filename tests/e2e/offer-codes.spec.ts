import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { uniquePhone } from './support/auth'
import { axeViolations } from './support/axe'
import { iso } from './support/checkout'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'
import { expectFitsScreen } from './support/width'

// Issue 34: a manager prints a flyer of single-use codes; a caller reads one out on the phone.

test('a manager generates single-use codes and downloads them; one read out on the phone is charged, a wrong one refused, and a fix prices the order again with it', async ({
  context,
  page,
}) => {
  test.slow()
  await Console.signIn(context, E2E_ADMIN)
  await page.goto('/en/operator/offers')
  const form = page.getByRole('region', { name: 'New offer' })
  const name = `Flyer ${Date.now().toString(36)}`
  for (const language of ['Bulgarian', 'Russian', 'English', 'Ukrainian']) {
    await form
      .getByRole('group', { name: language })
      .getByLabel('Name on the customer’s bill')
      .fill(name)
  }
  await form.getByLabel('Kind').selectOption({ label: 'Percent off the order' })
  await form.getByLabel('Percent').fill('10')
  await form.getByRole('button', { name: 'Add the offer' }).click()
  await page.getByRole('button', { name: `Edit ${name}` }).click()
  const dialog = page.getByTestId('offer-dialog')
  await expect(dialog).toContainText('No codes yet.')
  await dialog.getByLabel('How many codes').fill('3')
  await dialog.getByRole('button', { name: 'Generate codes' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: '3 codes added.' })).toBeVisible()
  await expect(dialog).toContainText('0 of 3 used · 3 left')
  expect(await axeViolations(page, 'offer-dialog')).toEqual([])
  await page.screenshot({ path: 'test-results/offer-codes-dialog.png' })
  // A manager on a phone: the dialog's codes part fits the 375 px screen.
  const desktop = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 812 })
  await expectFitsScreen(page, 'offer dialog')
  await dialog.getByRole('heading', { name: 'Single-use codes' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/offer-codes-dialog-375.png' })
  await page.setViewportSize(desktop)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download the codes (CSV)' }).click(),
  ])
  const csv = await readFile((await download.path())!, 'utf8')
  const codes = csv
    .replace('\uFEFF', '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((row) => row.split(';')[0]!)
  expect(codes).toHaveLength(3)

  await page.goto('/en/operator/phone')
  await page.getByLabel('Phone number').fill(`+${uniquePhone()}`)
  await page.getByRole('button', { name: 'Find the customer' }).click()
  await page.getByLabel('Find a dish').fill('sakura')
  await page.getByRole('button', { name: 'Choose Sakura Set' }).click()
  await page.getByRole('button', { name: /^Add to cart/ }).click()
  await page.getByLabel('Find a dish').fill('sakura')
  await page.getByRole('button', { name: 'Choose Sakura Set' }).click()
  await page.getByRole('button', { name: /^Add to cart/ }).click()
  await expect(page.getByText('2 × Sakura Set').first()).toBeVisible()
  // For tomorrow at noon, when the kitchen is open whatever the hour the suite runs at.
  await page
    .getByLabel('For a time')
    .fill(`${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}T12:00`)
  await page.getByLabel('Street and number').fill('ul. Rakovski 100')
  const promo = page.getByLabel('Promo code')
  await promo.fill('NOSUCHCODE')
  await expect(
    page.getByText('There is no such promo code. Check how it is spelled.').first(),
  ).toBeVisible()
  await expect(promo).toHaveAttribute('aria-invalid', 'true')
  // Read out in lower case, as a caller would.
  await promo.fill(codes[0]!.toLowerCase())
  await expect(promo).not.toHaveAttribute('aria-invalid')
  await expect(page.getByTestId('discount-line')).toContainText(`${name} · ${codes[0]}`)
  // 10 % of two sets (€69.80).
  await expect(page.getByTestId('discount-line')).toContainText('−€6.98')
  await page.screenshot({ path: 'test-results/offer-codes-phone.png', fullPage: true })
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/en\/operator\/orders\/\d+$/)
  await expect(page.locator('.order-totals__total')).toContainText('€62.82')

  // The kitchen is short of a set: the order is priced again with its code, 10 % of one set.
  await page.getByRole('button', { name: 'One Sakura Set fewer' }).click()
  const fix = page.getByTestId('fix-dialog')
  await expect(fix).toContainText('Remove Sakura Set × 1: the order will come to €31.41.')
  await fix.getByRole('button', { name: 'Remove', exact: true }).click()
  await expect(fix).toBeHidden()
  await expect(page.locator('.order-totals__total')).toContainText('€31.41')
  await expect(page.getByTestId('discount-line')).toContainText('−€3.49')
})
