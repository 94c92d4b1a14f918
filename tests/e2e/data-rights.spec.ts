import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { axeViolations } from './support/axe'
import { PHONE } from './support/phone'
import { expectFitsScreen } from './support/width'

test.use(PHONE)

// Issue 33: on a phone, the account's profile page gives the customer a file of their data, and
// deletes the account after a warning that names the bonuses lost; the customer is then signed out.
test('a customer downloads their data and deletes the account from the profile page', async ({
  page,
}) => {
  await page.goto('/en?signin=1')
  const phone = await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Lina')
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()

  await page.goto('/en/account/profile')
  const data = page.getByRole('region', { name: 'Your data' })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    data.getByRole('link', { name: 'Download my data' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^hanami-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const file = JSON.parse(await readFile((await download.path())!, 'utf8'))
  expect(file.profile).toMatchObject({ phone, name: 'Lina' })

  await data.getByRole('button', { name: 'Delete my account' }).click()
  const warning = data.getByRole('group', { name: 'Deleting cannot be undone.' })
  // The welcome bonus is what this customer has, and what the warning says is lost.
  await expect(warning).toContainText(/your bonuses \(.+\) will be lost/)
  await expectFitsScreen(page, 'profile with the deletion warning')
  expect(await axeViolations(page)).toEqual([])
  const confirm = warning.getByRole('button', { name: 'Delete my account for good' })
  await expect(confirm).toBeDisabled()
  await warning.getByLabel('I understand that my bonuses will be lost').check()
  await confirm.click()

  await expect(page).toHaveURL(/\/en$/)
  expect((await page.context().cookies()).find((c) => c.name === 'auth_token')).toBeUndefined()
  // The account is gone: its pages ask to sign in.
  await page.goto('/en/account/profile')
  await expect(page.getByTestId('phone-modal')).toBeVisible()
})
