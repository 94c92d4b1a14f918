import { localTime } from '#shared/hours'
import { latestAdultBirthday } from '#shared/profile'
import { expect, hydrating, test } from './fixtures'
import { Auth, lastCode, uniquePhone } from './support/auth'
import { iso } from './support/checkout'

test('a new customer signs up: phone, code, profile, and back to the account', async ({ page }) => {
  await page.goto('/en/account/profile')
  await expect(page).toHaveURL(/\/en\?signin=1&next=%2Faccount%2Fprofile$/)
  const phone = await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await expect(profile).toBeVisible()
  await profile.getByLabel('Name', { exact: true }).fill('Maria')
  await profile.getByLabel('Surname').fill('Ivanova')
  await profile.getByRole('button', { name: /Birthday/ }).click()
  const picker = page.getByTestId('birthday-picker')
  await picker.getByRole('combobox').nth(1).selectOption('1990')
  await picker.getByRole('button', { name: /15/ }).first().click()
  await expect(picker).toBeHidden()
  await expect(profile.getByRole('button', { name: /Birthday/ })).toContainText(/15\.\d\d\.1990/)
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()
  await expect(page).toHaveURL(/\/en\/account\/profile$/)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Maria')
  await expect(page.getByRole('main').getByText(`+${phone.slice(0, 3)}`)).toBeVisible()
  const events = await page.evaluate(() => window.dataLayer)
  expect(events).toContainEqual(expect.objectContaining({ event: 'sign_up', status: 'success' }))
  // Analytics never gets the phone number.
  expect(JSON.stringify(events)).not.toContain(phone.slice(-9))
})

test('an existing customer logs in without the profile modal', async ({ browser, baseURL }) => {
  const phone = uniquePhone()
  for (const round of [1, 2]) {
    const context = await browser.newContext({ baseURL })
    await context.addCookies([{ name: 'attention', value: '1', url: baseURL! }])
    const page = hydrating(await context.newPage())
    await page.goto('/en?signin=1')
    await Auth.signIn(page, phone)
    const profile = page.getByTestId('profile-modal')
    if (round === 1) {
      await profile.getByLabel('Name', { exact: true }).fill('Petar')
      await profile.getByRole('button', { name: 'Continue' }).click()
      await expect(profile).toBeHidden()
    } else {
      await expect(page).toHaveURL(/\/en\/account\/orders$/)
      await expect(profile).toBeHidden()
      expect(await page.evaluate(() => window.dataLayer)).toContainEqual(
        expect.objectContaining({ event: 'login', status: 'success' }),
      )
    }
    await context.close()
  }
})

test('a wrong code shows its message and a failed login event', async ({ page }) => {
  await page.goto('/en?signin=1')
  const phone = uniquePhone()
  await Auth.requestCode(page, phone)
  const right = await lastCode(phone)
  const wrong = right === '000000' ? '111111' : '000000'
  await Auth.enterCode(page, wrong)
  await expect(page.getByTestId('code-modal').getByRole('alert')).toHaveText(
    'The code is wrong or has expired.',
  )
  expect(await page.evaluate(() => window.dataLayer)).toContainEqual(
    expect.objectContaining({
      event: 'login',
      status: 'failed',
      error_message: 'The code is wrong or has expired.',
    }),
  )
})

test('the session is an HttpOnly cookie the page cannot read', async ({ page, context }) => {
  await page.goto('/en?signin=1')
  await Auth.signIn(page)
  const cookies = await context.cookies()
  const session = cookies.find((c) => c.name === 'auth_token')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
  expect(await page.evaluate(() => document.cookie)).not.toContain('auth_token')
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(session!.value)
})

test('a 401 from the API signs the customer out', async ({ page, browser, baseURL }) => {
  await page.goto('/en?signin=1')
  const phone = await Auth.signIn(page)
  await page.getByTestId('profile-modal').getByLabel('Name', { exact: true }).fill('Ana')
  await page.getByTestId('profile-modal').getByRole('button', { name: 'Continue' }).click()
  await page.goto('/en/account/profile')
  // Another device ends every session of this customer.
  const other = await browser.newContext({ baseURL })
  await other.addCookies([{ name: 'attention', value: '1', url: baseURL! }])
  const second = hydrating(await other.newPage())
  await second.goto('/en?signin=1')
  await Auth.signIn(second, phone)
  await second.goto('/en/account/profile')
  await second.getByRole('button', { name: 'Log out on all devices' }).click()
  await expect(second).toHaveURL(/\/en$/)
  await other.close()
  // The first device's next API call is a 401: it is signed out.
  await page.getByLabel('Name', { exact: true }).fill('Ana Maria')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test.describe('on a phone whose calendar day is not the restaurant’s', () => {
  // Abroad, or in Sofia's first hours when the UTC day is the one before: the picker must end on
  // the day the server accepts, whichever side of it the phone's day is on.
  const sofiaMinutes = localTime(new Date()).minutes
  test.use({ timezoneId: sofiaMinutes < 12 * 60 ? 'Etc/GMT+12' : 'Pacific/Kiritimati' })

  test('the birthday picker refuses dates under 18 years', async ({ page }) => {
    await page.goto('/en?signin=1')
    await Auth.signIn(page)
    const profile = page.getByTestId('profile-modal')
    await profile.getByRole('button', { name: /Birthday/ }).click()
    const picker = page.getByTestId('birthday-picker')
    // The calendar opens on the month of the latest allowed day; the days after it are disabled.
    const latest = latestAdultBirthday(iso(new Date()))
    const dayAfter = new Date(Date.parse(`${latest}T00:00:00Z`) + 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10)
    await expect(picker.locator(`[data-day="${latest}"] button`)).toBeEnabled()
    if (dayAfter.slice(0, 7) === latest.slice(0, 7)) {
      await expect(picker.locator(`[data-day="${dayAfter}"]`)).toHaveAttribute(
        'data-disabled',
        'true',
      )
    }
    const years = await picker.getByRole('combobox').nth(1).locator('option').allTextContents()
    expect(Math.max(...years.map(Number))).toBe(Number(latest.slice(0, 4)))
  })
})

test('sign-in works with the keyboard alone', async ({ page }) => {
  await page.goto('/en')
  const signIn = page.getByRole('button', { name: 'Sign in' })
  await signIn.focus()
  await page.keyboard.press('Enter')
  const phone = uniquePhone()
  await expect(page.getByTestId('phone-modal').getByRole('textbox')).toBeFocused()
  await page.keyboard.type(phone)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('code-modal').getByRole('textbox')).toBeFocused()
  await page.keyboard.type(await lastCode(phone))
  await expect(page.getByTestId('profile-modal')).toBeVisible()
  await expect(page.getByTestId('profile-modal').getByLabel('Name', { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('profile-modal')).toBeHidden()
  await expect(signIn).toBeHidden()
})
