import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { restaurantMoment } from '#shared/hours'
import { expect, hydrating, test } from './fixtures'
import { Auth } from './support/auth'
import { Checkout, iso } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 38: an assistant hands a cart over by a checkout link; the customer opens it on a phone,
// signs in and pays by card in the shop as usual, then shares the order's status by a link that a
// friend (another phone, not signed in) and the assistant follow, until the customer stops it.
test.use(PHONE)

test('a checkout link from /mcp opens the shop with the cart and slot filled; paid by card, followed by a shared link', async ({
  page,
  baseURL,
  browser,
}) => {
  test.slow(true, 'a card payment, then two phones and the assistant follow the order')
  const client = new Client({ name: 'e2e-assistant', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)))
  const { dishes } = (
    await client.callTool({ name: 'search_menu', arguments: { text: 'Sakura', lang: 'en' } })
  ).structuredContent as { dishes: { id: number; slug: string }[] }
  const sakura = dishes.find((dish) => dish.slug === 'set-sakura')!
  // Tomorrow at noon: every kitchen is open then, whatever the hour the test runs.
  const noon = restaurantMoment(iso(new Date(Date.now() + 24 * 60 * 60 * 1000)), '12:00')
  const link = await client.callTool({
    name: 'create_checkout_link',
    arguments: {
      lang: 'en',
      lines: [{ id: sakura.id, quantity: 2 }],
      regionId: 1,
      time: noon.toISOString(),
    },
  })
  expect(link.isError, JSON.stringify(link.content)).toBeFalsy()
  const { url } = link.structuredContent as { url: string }

  await page.goto(new URL(url).pathname + new URL(url).search)
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Elena')
  await profile.getByRole('button', { name: 'Continue' }).click()
  const summary = page.getByTestId('order-summary')
  await expect(summary).toContainText('Sakura')
  await expect(summary).toContainText('2')
  await page.screenshot({ path: '/tmp/assistant-handover-375.png', fullPage: true })
  // The slot the assistant priced is the one chosen.
  await expect(page.getByLabel('At a time')).toBeChecked()
  await expect(page.getByTestId('time-value')).toHaveText('12:00')
  await Checkout.fillAddress(page)
  await page.getByLabel('Card online').check()
  await page.getByRole('button', { name: /^Order and pay €/ }).click()
  await expect(page).toHaveURL(/\/_viva\/web\/checkout\?ref=\d{16,}/)
  await page.getByTestId('viva-approve').click()
  await expect(page).toHaveURL(/\/en\/checkout\/payment-success\?order=\d+$/)
  const result = page.getByTestId('order-result')
  const orderId = Number((await result.textContent())?.match(/(\d+)/)?.[1])
  await result.getByRole('link').click()
  await expect(page).toHaveURL(new RegExp(`/en/account/orders/${orderId}$`))

  await page.getByRole('button', { name: 'Share order status' }).click()
  const shared = await page.getByTestId('share-link').inputValue()
  expect(shared).toMatch(/\/en\/track\/[0-9a-f]{40}$/)
  await page.getByTestId('share-link').scrollIntoViewIfNeeded()
  await page.screenshot({ path: '/tmp/assistant-share-375.png' })

  // A friend's phone, not signed in: status, time and dishes; no address or phone.
  const friend = await browser.newContext({ viewport: { width: 375, height: 800 } })
  const other = hydrating(await friend.newPage())
  await other.goto(new URL(shared).pathname)
  const status = other.getByTestId('shared-order')
  await expect(status.getByRole('heading', { level: 1 })).toHaveText(`Order #${orderId}`)
  await expect(status).toContainText('Paid')
  await expect(status).toContainText('2 × Sakura')
  await expect(status).not.toContainText('Shipka')
  await other.screenshot({ path: '/tmp/assistant-track-375.png', fullPage: true })
  expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)

  // The assistant follows it by the same link.
  const followed = await client.callTool({ name: 'get_order_status', arguments: { link: shared } })
  expect(followed.structuredContent).toMatchObject({ id: orderId, status: 'paid' })

  await page.getByRole('button', { name: 'Stop sharing' }).click()
  await expect(page.getByText('Sharing stopped')).toBeVisible()
  expect((await other.goto(new URL(shared).pathname))?.status()).toBe(404)
  const refused = await client.callTool({ name: 'get_order_status', arguments: { link: shared } })
  expect(refused.isError).toBe(true)
  await client.close()
  await friend.close()
})
