import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { restaurantMoment } from '#shared/hours'
import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { Checkout, iso } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 38: an assistant hands a cart over by a checkout link; the customer opens it on a phone,
// signs in and places the order in the shop as usual.
test.use(PHONE)

test('a checkout link from /mcp opens the shop with the cart filled; the customer signs in and orders', async ({
  page,
  baseURL,
}) => {
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
  await client.close()

  await page.goto(new URL(url).pathname + new URL(url).search)
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Elena')
  await profile.getByRole('button', { name: 'Continue' }).click()
  const summary = page.getByTestId('order-summary')
  await expect(summary).toContainText('Sakura')
  await expect(summary).toContainText('2')
  await page.screenshot({ path: '/tmp/assistant-handover-375.png', fullPage: true })
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
})
