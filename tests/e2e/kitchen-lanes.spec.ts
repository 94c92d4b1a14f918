import { randomInt, randomUUID } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import products from '#server/db/seed/data/products.json' with { type: 'json' }
import { restaurantMoment } from '#shared/hours'
import { expect, hydrating, test } from './fixtures'
import { Checkout, iso } from './support/checkout'
import { baseURL } from './support/config'
import { Console } from './support/console'

// Issue 31 items 6 and 7: with forty orders on the board, the kitchen's lanes ("to accept",
// "cooking", "ready", "on the way") stand side by side on one 1280×800 screen; accepting an order
// ready in 20 minutes moves the time its customer's open order page shows.

const SHOTS = process.env.KDS_SHOTS

/** The customer's pickup, paid in cash tomorrow at noon, placed in the shop: its id. */
async function placeOrder(page: Page) {
  await Checkout.start(page, 'maki-mango', 1)
  await page.getByLabel('Pickup').check()
  await page.getByRole('radio', { name: /Hanami Sushi Center/ }).check()
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  return Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])
}

/**
 * Pickups at the Center taken on the phone for tomorrow, two a quarter of an hour from noon on,
 * moved on through `statuses` in turn: their ids.
 */
async function phoneOrders(staff: APIRequestContext, count: number, statuses: string[][]) {
  const day = iso(new Date(Date.now() + 24 * 60 * 60 * 1000))
  // Seed rows are numbered in file order.
  const index = products.findIndex((product) => product.slug === 'edamame')
  const edamame = { id: index + 1, price: products[index]!.price }
  const ids: number[] = []
  for (let n = 0; n < count; n++) {
    const minutes = 12 * 60 + 15 * Math.floor(n / 2)
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
    const placed = await staff.post(`${baseURL}/api/operator/phone-orders`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        phone: `35988${randomInt(1_000_000, 9_999_999)}`,
        name: `Guest ${n}`,
        orderType: 'pickup',
        restaurantId: 1,
        time: restaurantMoment(day, time).toISOString(),
        paymentType: 'cash',
        lines: [
          { id: edamame.id, quantity: 1 + (n % 3), currentPrice: edamame.price, modifiers: [] },
        ],
      },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const id = ((await placed.json()) as { data: { id: number } }).data.id
    for (const status of statuses[n % statuses.length]!) {
      const moved = await staff.post(`${baseURL}/api/operator/orders/${id}/status`, {
        data: { status },
      })
      expect(moved.status(), await moved.text()).toBe(200)
    }
    ids.push(id)
  }
  return ids
}

test('forty orders: the lanes fit one 1280×800 screen, and accepting ready in 20 min moves the time the customer sees', async ({
  browser,
  page,
}) => {
  test.slow()
  const id = await placeOrder(page)
  await page.goto(`/en/account/orders/${id}`)
  await expect(page.getByText('Expected tomorrow around 12:00')).toBeVisible()

  const kitchen = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  await Console.signIn(kitchen)
  await phoneOrders(kitchen.request, 39, [
    [],
    ['accepted', 'cooking'],
    ['accepted', 'cooking', 'ready_for_pickup'],
  ])
  const board = hydrating(await kitchen.newPage())
  await Console.openBoard(board, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  const lanes = ['To accept', 'Cooking', 'Ready', 'On the way'].map((name) =>
    board.getByRole('region', { name: new RegExp(`^${name} \\d+$`) }),
  )
  await expect(lanes[2]!.getByTestId('order-card')).toHaveCount(13)
  // Each lane whole on the screen, side by side, and the page itself does not scroll.
  const boxes = await Promise.all(lanes.map((lane) => lane.boundingBox()))
  for (const box of boxes) {
    expect(box).not.toBeNull()
    expect(box!.y).toBeGreaterThanOrEqual(0)
    expect(box!.y + box!.height).toBeLessThanOrEqual(800)
    expect(box!.x + box!.width).toBeLessThanOrEqual(1280)
    expect(box!.y).toBe(boxes[0]!.y)
  }
  expect(await board.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(800)
  if (SHOTS) await board.screenshot({ path: `${SHOTS}/board-1280.png` })

  const card = Console.card(board, id)
  await card.getByRole('group', { name: 'Accept' }).getByRole('button', { name: '+20 min' }).click()
  await expect(
    lanes[1]!
      .getByTestId('order-card')
      .filter({ has: board.getByRole('heading', { name: `Order #${id}`, exact: true }) }),
  ).toBeVisible()
  await expect(page.getByText('Expected tomorrow around 12:20')).toBeVisible()

  // A phone keeps one lane after another.
  await board.setViewportSize({ width: 375, height: 800 })
  const [first, second] = await Promise.all(lanes.slice(0, 2).map((lane) => lane.boundingBox()))
  expect(second!.y).toBeGreaterThan(first!.y)
  if (SHOTS) await board.screenshot({ path: `${SHOTS}/board-375.png` })
  await kitchen.close()
})
