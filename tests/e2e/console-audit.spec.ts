import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'

// Issue 31: the audit log says what happened in words, and narrows to a person, an action or an
// order through its address (a plain form: it works before the page's scripts, and links share it).

test('the audit log names actions in words and filters by person, action and order', async ({
  context,
  page,
}) => {
  await Console.signIn(context, E2E_ADMIN)
  await page.goto('/en/operator/audit')
  const filters = page.getByRole('form', { name: 'Filter the log' })
  await filters.getByLabel('Person').selectOption({ label: 'Admin' })
  await filters.getByLabel('Action').selectOption({ label: 'Signed in' })
  await filters.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/en\/operator\/audit\?staff=\d+&action=auth\.signed_in&order=$/)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.nth(1)).toBeVisible()
  for (const row of await rows.all()) {
    if ((await row.getByRole('cell').count()) === 0) continue
    await expect(row.getByRole('cell').nth(1)).toHaveText('Admin')
    await expect(row.getByRole('cell').nth(2)).toHaveText('Signed in')
  }
  // The choices stay chosen on the filtered page.
  await expect(filters.getByLabel('Action')).toHaveValue('auth.signed_in')
  expect(await axeViolations(page)).toEqual([])

  await filters.getByLabel('Order number').fill('987654')
  await filters.getByRole('button', { name: 'Show' }).click()
  await expect(page.getByText('Nothing is recorded yet.')).toBeVisible()
  await page.getByRole('link', { name: 'All entries' }).click()
  await expect(page).toHaveURL(/\/en\/operator\/audit$/)
  await expect(filters.getByLabel('Person')).toHaveValue('')
})
