import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout } from './support/checkout'
import { E2E_COURIER } from './support/config'
import { Console } from './support/console'

// Issue 31: the courier's round is live. A delivery handed to them appears without a reload,
// with the time the customer was given and the way there in a navigation app.

test('a delivery handed to the courier appears on their phone at once, due time and directions included', async ({
  browser,
  page,
}) => {
  test.slow()
  await page.setViewportSize({ width: 375, height: 800 })
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  const id = Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])

  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } })
  await Console.signIn(phone, E2E_COURIER)
  const round = await phone.newPage()
  await round.goto('/en/operator/deliveries')
  await expect(round.getByRole('heading', { level: 1 })).toBeVisible()
  const bag = round.getByTestId('delivery').filter({
    has: round.getByRole('heading', { name: `Order #${id}`, exact: true }),
  })
  await expect(bag).toHaveCount(0)

  await Checkout.moveOrder(page, id, ['accepted'])
  await Checkout.handToCourier(page, id)
  await expect(bag).toBeVisible({ timeout: 10_000 })
  await expect(bag).toContainText('Due 12:00')
  await expect(bag).toContainText('ul. Shipka 12')
  await expect(bag.getByRole('link', { name: 'Directions in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=ul\.%20Shipka%2012/,
  )
  await expect(bag.getByRole('link', { name: 'Directions in Waze' })).toHaveAttribute(
    'href',
    /^https:\/\/waze\.com\/ul\?q=/,
  )
  expect(await axeViolations(round)).toEqual([])
  await phone.close()
})
