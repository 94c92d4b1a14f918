import type { Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { PHONE } from './support/phone'

test.use(PHONE)

/** A new browser (a friend's phone) on `url`, its cookies afterwards. */
async function visit(browser: Browser, baseURL: string, url: string) {
  const context = await browser.newContext({ ...PHONE, baseURL })
  await context.addCookies([{ name: 'attention', value: '1', url: baseURL }])
  const page = await context.newPage()
  const response = await page.goto(url)
  return { context, page, response }
}

test('a referral link leaves the referral cookie even when the page cache answers, and the friend joins', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/en?signin=1')
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Referrer')
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()
  await page.goto('/en/account/referral')
  const link = await page.getByLabel('Your referral link').inputValue()
  expect(link).toMatch(/\/en\?ref=[\w-]+$/)

  // The first friend renders the page; the second one is answered from the page cache.
  for (const expected of ['miss', 'hit']) {
    const friend = await visit(browser, baseURL!, link)
    if (expected === 'hit') expect(friend.response?.headers()['x-page-cache']).toBe('hit')
    const cookies = await friend.context.cookies()
    expect(cookies.find((c) => c.name === 'referral')?.value).toMatch(/^\d+$/)
    if (expected === 'hit') {
      // The friend signs up: the profile names the referrer.
      await friend.page.getByRole('button', { name: 'Sign in' }).click()
      await Auth.signIn(friend.page)
      const modal = friend.page.getByTestId('profile-modal')
      await modal.getByLabel('Name', { exact: true }).fill('Friend')
      await modal.getByRole('button', { name: 'Continue' }).click()
      await expect(modal).toBeHidden()
    }
    await friend.context.close()
  }
  await page.reload()
  await expect(page.getByText('1 friend has joined')).toBeVisible()
})
