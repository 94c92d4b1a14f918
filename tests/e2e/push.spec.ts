import { readFileSync } from 'node:fs'
import type { BrowserContext, Page } from '@playwright/test'
import { type FakePushService, fakePushService } from '#tests/support/fake-push'
import { expect, hydrating, test } from './fixtures'
import { Checkout } from './support/checkout'
import { baseURL, E2E_ADMIN, E2E_DATA } from './support/config'
import { Console } from './support/console'

// Issue 39: a customer chooses push over texts from the order page, sees the device in the profile
// and switches it off; a manager registers a kitchen device by a one-time QR code.

test.use({ viewport: { width: 375, height: 812 } })

let pushService: FakePushService
test.beforeAll(async () => {
  pushService = await fakePushService()
})
test.afterAll(() => pushService.close())

type Subscription = ReturnType<FakePushService['subscribe']>

/**
 * Notifications allowed for the shop, and a browser that subscribes at the fake push service:
 * Chromium offline cannot reach its own, so PushManager.subscribe answers the fake's subscription.
 * The shop's service worker (/sw.js) comes with the installable app's work; until it is here, a
 * registration with a real PushManager stands in for it. Permission prompts are counted.
 */
async function pushReady(context: BrowserContext, subscription: Subscription) {
  await context.grantPermissions(['notifications'], { origin: baseURL })
  await context.addInitScript((subscription) => {
    const page = window as Window & { permissionAsks?: number }
    page.permissionAsks = 0
    const ask = Notification.requestPermission.bind(Notification)
    Notification.requestPermission = () => {
      page.permissionAsks = (page.permissionAsks ?? 0) + 1
      return ask()
    }
    PushManager.prototype.subscribe = async () =>
      ({
        endpoint: subscription.endpoint,
        toJSON: () => subscription,
      }) as unknown as PushSubscription
    const registration = { pushManager: Object.create(PushManager.prototype) }
    navigator.serviceWorker.getRegistration = async () => registration as ServiceWorkerRegistration
  }, subscription)
}

const permissionAsks = (page: Page) =>
  page.evaluate(() => (window as Window & { permissionAsks?: number }).permissionAsks)

/** The texts the shop sent to `phone` (the SMS stand-in's outbox). */
const textsTo = (phone: string) =>
  readFileSync(`${E2E_DATA}/sms.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; text: string })
    .filter((message) => message.to === phone)
    .map((message) => message.text)

test('the order page asks for push only on a tap; the status comes by push, not by text', async ({
  browser,
  context,
  page,
}) => {
  test.slow()
  const subscription = pushService.subscribe()
  await pushReady(context, subscription)
  const phone = await Checkout.start(page, 'maki-mango', 1)
  await page.getByLabel('Pickup').check()
  await page.getByRole('radio', { name: /Hanami Sushi Center/ }).check()
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  const id = Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])

  await page.goto(`/en/account/orders/${id}`)
  const optIn = page.getByRole('button', { name: 'Tell me here when it is on its way' })
  await expect(optIn).toBeVisible()
  expect(await permissionAsks(page)).toBe(0)
  await optIn.click()
  await expect(page.getByText('We will tell you here how the order goes.')).toBeVisible()
  expect(await permissionAsks(page)).toBe(1)
  await page.screenshot({ path: test.info().outputPath('order-push-375.png'), fullPage: true })

  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  const accepted = await kitchen.request.post(`${baseURL}/api/operator/orders/${id}/status`, {
    data: { status: 'accepted' },
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  await kitchen.close()
  await expect
    .poll(() => pushService.to(subscription.endpoint), { timeout: 10_000 })
    .toEqual([expect.objectContaining({ title: `Order #${id}`, url: `/en/account/orders/${id}` })])
  expect(textsTo(phone).filter((text) => text.includes(`#${id} is accepted`))).toEqual([])

  await page.goto('/en/account/profile')
  const devices = page.getByRole('region', { name: 'Devices with notifications' })
  const switchOff = devices.getByRole('button', { name: /^Switch off notifications on / })
  await expect(switchOff).toHaveCount(1)
  await devices.scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('profile-devices-375.png') })
  await switchOff.click()
  await expect(devices.getByText('None yet.')).toBeVisible()
  await page.reload()
  await expect(devices.getByText('None yet.')).toBeVisible()
})

test('a manager shows a one-time QR code; the tablet registers with it and is revoked', async ({
  browser,
}) => {
  const managerContext = await browser.newContext({ viewport: { width: 375, height: 812 } })
  await Console.signIn(managerContext, E2E_ADMIN)
  const manager = hydrating(await managerContext.newPage())
  await manager.goto('/en/operator/kitchens')
  const panel = manager.locator('.kitchen-panel').filter({
    has: manager.getByRole('heading', { name: 'Hanami Sushi Center' }),
  })
  await panel.getByRole('button', { name: 'Add a device' }).click()
  const qr = panel.getByRole('img', { name: 'QR code to add a device' })
  await expect(qr).toBeVisible()
  await qr.scrollIntoViewIfNeeded()
  await manager.screenshot({ path: test.info().outputPath('kitchen-qr-375.png') })
  const link = await panel.getByRole('link', { name: 'or open the link on the device' })
  const url = await link.getAttribute('href')
  expect(url).toMatch(/\/en\/operator\/device#[\w-]{22}$/)

  // The tablet: no staff session, only the code in the link.
  const tabletContext = await browser.newContext()
  await pushReady(tabletContext, pushService.subscribe())
  const tablet = hydrating(await tabletContext.newPage())
  await tablet.goto(url!)
  await tablet.getByRole('button', { name: 'Turn notifications on' }).click()
  await expect(
    tablet.getByText('Done: this device is told the orders of Hanami Sushi Center.'),
  ).toBeVisible()
  // The code works once.
  const again = hydrating(await tabletContext.newPage())
  await again.goto(url!)
  await again.getByRole('button', { name: 'Turn notifications on' }).click()
  await expect(again.getByRole('alert')).toHaveText(
    'The code is wrong or already used: ask a manager for a new one.',
  )
  await tabletContext.close()

  await panel.getByRole('button', { name: 'Refresh the list' }).click()
  const revoke = panel.getByRole('button', { name: /^Revoke / })
  await expect(revoke).toHaveCount(1)
  await revoke.click()
  await expect(panel.getByText('No devices yet.')).toBeVisible()
  await managerContext.close()
})
