import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Cart } from './support/cart'
import { baseURL } from './support/config'
import { PHONE } from './support/phone'

// Issue 39: the installable app's service worker at a phone's width: offline the shop still
// answers, in the page's language, with the cart kept; pushes become notifications.

test.use({ ...PHONE, permissions: ['notifications'] })

/** The worker registered by the page (when idle) and controlling it. */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

test('offline, a page is the offline page in its language with the cart kept; online again, the shop', async ({
  page,
  context,
}) => {
  await page.goto('/en/product/set-sakura')
  for (let i = 0; i < 2; i++) await Cart.addFromProductPage(page)
  await controlled(page)

  await context.setOffline(true)
  await page.evaluate(() => location.assign('/en/menu'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline')
  await expect(page.getByRole('status')).toHaveText('Your cart is kept on this device, items: 2.')
  await page.screenshot({ path: 'test-results/app-install-offline-375.png' })

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline')
  await expect(page).toHaveURL(/\/en\/menu$/)
  await expect(Cart.count(page)).toHaveText('2')
})

test('a push message shows its notification, and one without the contract’s JSON only the shop’s name', async ({
  page,
  context,
}) => {
  await page.goto('/ru')
  await controlled(page)
  // What the worker asks the browser to show, read in the worker: headless Chromium's own list of
  // shown notifications (getNotifications) sometimes loses one within a second.
  const [worker] = context.serviceWorkers()
  await worker!.evaluate(() => {
    type Show = (title: string, options?: NotificationOptions) => Promise<void>
    const scope = self as unknown as { registration: { showNotification: Show }; shown: unknown[] }
    const show = scope.registration.showNotification.bind(scope.registration)
    scope.shown = []
    scope.registration.showNotification = (title, options) => {
      scope.shown.push({ title, body: options?.body, url: options?.data?.url, tag: options?.tag })
      return show(title, options)
    }
  })
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      const running = versions.find((v) => v.status === 'activated')
      if (running) resolve(running.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const deliver = async (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL,
      registrationId: await registrationId,
      data,
    })
  await deliver(
    JSON.stringify({
      title: 'Заказ 12 в пути',
      body: 'Курьер будет через 20 минут',
      url: '/ru/account/orders/12',
      tag: 'order-12',
    }),
  )
  await deliver('not json')
  const shown = () => worker!.evaluate(() => (self as unknown as { shown: unknown[] }).shown)
  await expect.poll(shown).toEqual([
    {
      title: 'Заказ 12 в пути',
      body: 'Курьер будет через 20 минут',
      url: '/ru/account/orders/12',
      tag: 'order-12',
    },
    { title: 'Ханами', body: '', url: '/' },
  ])
})

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  })

  test('explains adding to the Home Screen until dismissed', async ({ page }) => {
    await page.goto('/uk')
    const hint = page.getByRole('complementary', { name: 'Встановити застосунок' })
    await expect(hint).toContainText('На початковий екран')
    await page.screenshot({ path: 'test-results/app-install-ios-375.png' })
    await hint.getByRole('button', { name: 'Більше не показувати' }).click()
    await expect(hint).toBeHidden()
    await page.reload()
    // The drawers, which bring the hint, are there once the navigation opens.
    await page.getByRole('button', { name: 'Відкрити навігацію' }).click()
    await expect(page.getByTestId('navigation-drawer')).toBeVisible()
    await expect(hint).toBeHidden()
  })
})
