import { request } from '@playwright/test'
import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { PHONE } from './support/phone'

test.use(PHONE)

/** Signs a new customer in with a profile; returns the phone and the session cookie's value. */
async function signedInCustomer(page: import('@playwright/test').Page) {
  await page.goto('/en?signin=1')
  const phone = await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Vera')
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()
  const cookies = await page.context().cookies()
  return { phone, token: cookies.find((c) => c.name === 'auth_token')!.value }
}

/** Another device ends every session of the customer; the browser keeps its (now dead) cookie. */
async function revoke(baseURL: string, token: string) {
  const other = await request.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `auth_token=${token}` },
  })
  const response = await other.post('/api/logout-all', { data: {} })
  expect(response.status()).toBe(200)
  await other.dispose()
}

test('a revoked session on a full page load signs out and lands on the sign-in with next', async ({
  page,
  context,
  baseURL,
}) => {
  const { token } = await signedInCustomer(page)
  await revoke(baseURL!, token)
  for (const path of [
    '/account/orders',
    '/account/bonuses',
    '/account/referral',
    '/account/orders/1',
  ]) {
    await context.addCookies([{ name: 'auth_token', value: token, url: baseURL! }])
    const response = await page.goto(`/en${path}`)
    expect(response?.status(), path).toBe(200)
    await expect(page).toHaveURL(`/en?signin=1&next=${encodeURIComponent(path)}`)
    await expect(page.getByTestId('phone-modal')).toBeVisible()
    expect((await context.cookies()).find((c) => c.name === 'auth_token')).toBeUndefined()
  }
})

test('a revoked session on client navigation signs out and lands on the sign-in with next', async ({
  page,
  baseURL,
}) => {
  const { phone, token } = await signedInCustomer(page)
  await page.goto('/en/account/profile')
  await revoke(baseURL!, token)
  const asked: string[] = []
  page.on('request', (r) => asked.push(new URL(r.url()).pathname))
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Bonuses' })
    .click()
  await expect(page).toHaveURL(`/en?signin=1&next=${encodeURIComponent('/account/bonuses')}`)
  await expect(page.getByTestId('phone-modal')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeHidden()
  expect(asked.filter((p) => p.includes('undefined'))).toEqual([])
  // Signing in again goes on to the page that was asked for.
  await Auth.signIn(page, phone)
  await expect(page).toHaveURL(/\/en\/account\/bonuses$/)
  await expect(page.getByRole('heading', { name: 'Bonuses', level: 1 })).toBeVisible()
})
