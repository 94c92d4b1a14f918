import type { Browser } from '@playwright/test'
import site from '#server/db/seed/data/site.json' with { type: 'json' }
import { formatPrice } from '#shared/money'
import { expect, hydrating, test } from './fixtures'
import { Auth } from './support/auth'
import { Cart } from './support/cart'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'

test.use(PHONE)

/** A new browser (a friend's phone) on `url`, its cookies afterwards. */
async function visit(browser: Browser, baseURL: string, url: string) {
  const context = await browser.newContext({ ...PHONE, baseURL })
  await context.addCookies([{ name: 'attention', value: '1', url: baseURL }])
  const page = hydrating(await context.newPage())
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

test('a friend who closes the welcome and gives the name on the profile page still counts: the referrer is credited once the first order is completed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow()
  await page.goto('/en?signin=1')
  await Auth.signIn(page)
  const own = page.getByTestId('profile-modal')
  await own.getByLabel('Name', { exact: true }).fill('Referrer')
  await own.getByRole('button', { name: 'Continue' }).click()
  await expect(own).toBeHidden()
  await page.goto('/en/account/referral')
  const link = await page.getByLabel('Your referral link').inputValue()

  // The friend signs in from the link and closes the welcome without a name, twice (it comes back
  // on the next page), then gives the name on the profile page.
  const friend = await visit(browser, baseURL!, link)
  await friend.page.getByRole('button', { name: 'Sign in' }).click()
  await Auth.signIn(friend.page)
  const welcome = friend.page.getByTestId('profile-modal')
  await welcome.getByRole('button', { name: 'Close' }).click()
  await expect(welcome).toBeHidden()
  await friend.page.goto('/en/account/profile')
  await welcome.getByRole('button', { name: 'Close' }).click()
  await expect(welcome).toBeHidden()
  await friend.page.getByLabel('Name', { exact: true }).fill('Friend')
  await friend.page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(friend.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible()
  await friend.page.screenshot({ path: 'test-results/referral-friend-profile-375.png' })

  // The friend's first order (a cash pickup), handed over by the kitchen.
  await friend.page.goto('/en/product/maki-mango')
  await Cart.addFromProductPage(friend.page)
  await friend.page.goto('/en/checkout')
  await friend.page.getByLabel('Pickup').check()
  await friend.page.getByRole('radio', { name: /Hanami Sushi Center/ }).check()
  await Checkout.scheduleTomorrowNoon(friend.page)
  await friend.page.getByLabel('Cash').check()
  await friend.page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(friend.page).toHaveURL(/\/en\/checkout\/success$/)
  const result = await friend.page.getByTestId('order-result').textContent()
  const orderId = Number(result?.match(/#(\d+)/)?.[1])
  await page.reload()
  await expect(page.getByText('1 friend has joined')).toBeVisible()
  await expect(page.getByText(`Bonuses earned: ${formatPrice(0, 'en')}`)).toBeVisible()
  await Checkout.moveOrder(friend.page, orderId, [
    'accepted',
    'cooking',
    'ready_for_pickup',
    'completed',
  ])
  await friend.context.close()

  // The rule is on the page with the figure from the data, and the reward is there.
  const reward = formatPrice(site.bonusRules.referralBonus, 'en')
  await page.reload()
  await expect(page.getByText(`Bonuses earned: ${reward}`)).toBeVisible()
  await expect(page.getByText(/first order is completed/)).toContainText(reward)
  await page.screenshot({ path: 'test-results/referral-page-375.png', fullPage: true })
  // The bonus history shows the reward, never a link to the friend's order.
  await page.goto('/en/account/bonuses')
  const entry = page.getByRole('listitem').filter({ hasText: 'Invited friend' })
  await expect(entry).toContainText(reward)
  await expect(entry.getByRole('link')).toHaveCount(0)
  await expect(page.getByRole('link', { name: `Order #${orderId}` })).toHaveCount(0)
  await page.screenshot({ path: 'test-results/referral-bonuses-375.png', fullPage: true })
})
