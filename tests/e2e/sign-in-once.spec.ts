import { expect, test } from './fixtures'
import { Auth, lastCode, uniquePhone } from './support/auth'
import { PHONE } from './support/phone'

test.use(PHONE)

test('a code is checked once: the last digit submits it, Continue and Enter do not check it again', async ({
  page,
}) => {
  const checks: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/sms-code-check') checks.push(r.url())
  })
  await page.goto('/en?signin=1')
  const phone = uniquePhone()
  await Auth.requestCode(page, phone)
  const right = await lastCode(phone)
  const wrong = right === '000000' ? '111111' : '000000'
  const dialog = page.getByTestId('code-modal')
  await Auth.enterCode(page, wrong)
  await expect(dialog.getByRole('alert')).toHaveText('The code is wrong or has expired.')
  // Continue as well (a tap, then Enter): the same code is not sent again.
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await dialog.getByRole('textbox').press('Enter')
  await expect(dialog.getByRole('alert')).toBeVisible()
  expect(checks).toHaveLength(1)
  const failed = (await page.evaluate(() => window.dataLayer ?? [])).filter(
    (e) =>
      (e as { event?: string; status?: string }).event === 'login' &&
      (e as { status?: string }).status === 'failed',
  )
  expect(failed).toHaveLength(1)
  // A changed code is a new submission, once again.
  await Auth.enterCode(page, right)
  await expect(page.getByTestId('profile-modal')).toBeVisible()
  expect(checks).toHaveLength(2)
})

test('a customer without a name gets the profile modal again after a reload', async ({ page }) => {
  await page.goto('/en?signin=1')
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await expect(profile).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(profile).toBeHidden()
  await page.reload()
  await expect(profile).toBeVisible()
  await profile.getByLabel('Name', { exact: true }).fill('Lora')
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()
})
