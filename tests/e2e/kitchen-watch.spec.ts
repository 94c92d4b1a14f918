import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Checkout, iso } from './support/checkout'
import { Console } from './support/console'

// Issue 31: a kitchen screen cannot go silent. An order that arrives while the staff are on any
// console page is rung, highlighted and printed; a reload that leaves the sound asleep says so
// loudly; a failed reload is tried again; a feed that is down shows a bar.

/** A delivery paid in cash tomorrow at noon, placed in the shop; its id. */
async function placeOrder(page: Page) {
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  return Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])
}

/**
 * A signed-in kitchen screen (a device of its own) on tomorrow's board, counting its beeps and
 * what it sends to the printer. Headless Chromium plays sound without a gesture; a kitchen's
 * tablet does not, and `asleep` gives the screen that rule: no sound before a tap on the page.
 */
async function kitchenScreen(browser: Browser, { asleep = false } = {}) {
  const context = await browser.newContext()
  await Console.signIn(context)
  if (asleep)
    await context.addInitScript(() => {
      let tapped = false
      const tap = () => {
        tapped = true
      }
      addEventListener('pointerdown', tap, { capture: true })
      addEventListener('keydown', tap, { capture: true })
      const Context = window.AudioContext
      window.AudioContext = class extends Context {
        override get state() {
          return tapped ? super.state : 'suspended'
        }
      }
    })
  await context.addInitScript(() => {
    const screen = window as Window & { beeps?: number; printed?: string[] }
    screen.beeps = 0
    screen.printed = []
    const tone = AudioContext.prototype.createOscillator
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      screen.beeps = (screen.beeps ?? 0) + 1
      return tone.call(this)
    }
    window.print = () => {
      screen.printed!.push(document.querySelector('.ticket-print')?.textContent ?? '')
    }
  })
  const board = await context.newPage()
  await Console.openBoard(board, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  return board
}

const beeps = (page: Page) => page.evaluate(() => (window as { beeps?: number }).beeps ?? 0)
const printedOrder = async (page: Page, id: number) =>
  (await page.evaluate(() => (window as { printed?: string[] }).printed ?? [])).filter((text) =>
    text.startsWith(`#${id}`),
  ).length

test('an order arriving while the kitchen is on another console page rings, prints once, and is highlighted back on the board', async ({
  browser,
  page,
}) => {
  test.slow()
  const board = await kitchenScreen(browser)
  await board.getByRole('button', { name: 'Sound for new orders' }).click()
  await board.getByRole('button', { name: 'Print tickets of new orders' }).click()
  // A second screen of the same kitchen, printing too: the ticket prints on one of them only.
  const second = await kitchenScreen(browser)
  await second.getByRole('button', { name: 'Print tickets of new orders' }).click()
  await board.locator('.console-bar__who').click()
  await expect(board).toHaveURL(/\/en\/operator\/account$/)
  const before = await beeps(board)

  const id = await placeOrder(page)
  await expect.poll(() => beeps(board), { timeout: 15_000 }).toBeGreaterThan(before)
  await expect
    .poll(async () => (await printedOrder(board, id)) + (await printedOrder(second, id)), {
      timeout: 15_000,
    })
    .toBe(1)
  await board.goBack()
  await expect(Console.card(board, id)).toContainText('Just in')
  // Nobody accepted it: it keeps ringing, on whatever page is open.
  const rang = await beeps(board)
  await expect.poll(() => beeps(board), { timeout: 20_000 }).toBeGreaterThan(rang)
  const onSecond = await printedOrder(second, id)
  // A reload reads what waits again: still highlighted, not printed a second time.
  const reread = board.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/operator/orders' &&
      new URL(response.url()).searchParams.get('status') === 'new,paid',
  )
  await board.reload()
  await reread
  await expect(Console.card(board, id)).toContainText('Just in')
  // Time for a print that must not come (the reloaded screen counts from zero).
  await board.waitForTimeout(1000)
  expect(await printedOrder(board, id)).toBe(0)
  expect(await printedOrder(second, id)).toBe(onSecond)
  await board.context().close()
  await second.context().close()
})

test('after a reload the sound asks for a tap, loudly, instead of pretending to be on', async ({
  browser,
}) => {
  const board = await kitchenScreen(browser, { asleep: true })
  const sound = board.getByRole('button', { name: 'Sound for new orders' })
  await sound.click()
  await expect(sound).toHaveAttribute('aria-pressed', 'true')
  // The screen opened again later (a restart, the next shift): nobody has tapped it since.
  await board.close()
  const reopened = await board.context().newPage()
  await Console.openBoard(reopened)
  const wake = reopened.getByRole('button', { name: /tap to turn the sound on/ })
  await expect(wake).toBeVisible()
  await reopened.screenshot({ path: 'test-results/kitchen-sound-asleep.png' })
  const before = await beeps(reopened)
  await wake.click()
  await expect(wake).toBeHidden()
  // Waking it beeps once: the speakers are checked.
  await expect.poll(() => beeps(reopened)).toBeGreaterThan(before)
  await reopened.context().close()
})

test('a failed reload of the board is tried again at once, and a feed that is down shows a bar', async ({
  browser,
  page,
}) => {
  test.slow()
  const board = await kitchenScreen(browser)
  // The next reads of the lists fail: the order must still reach the board without another event.
  let failures = 2
  await board.route(/\/api\/operator\/orders\?/, (route) =>
    failures-- > 0 ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  )
  const id = await placeOrder(page)
  await expect(Console.card(board, id)).toBeVisible({ timeout: 15_000 })
  expect(failures).toBeLessThan(0)

  await board.route('**/api/operator/events', (route) => route.abort())
  await board.reload()
  await expect(board.getByRole('alert').filter({ hasText: 'reconnecting' })).toBeVisible({
    timeout: 10_000,
  })
  await board.unroute('**/api/operator/events')
  await expect(board.getByRole('alert').filter({ hasText: 'reconnecting' })).toBeHidden({
    timeout: 20_000,
  })
  await board.context().close()
})

test('an Accept refused because another screen accepted first shows the order as it is, at once', async ({
  browser,
  page,
}) => {
  test.slow()
  const first = await kitchenScreen(browser)
  const behind = await kitchenScreen(browser)
  const id = await placeOrder(page)
  await expect(Console.card(behind, id)).toBeVisible({ timeout: 15_000 })
  // This screen hears nothing more: its feed is cut (only the 30 s resync would catch up).
  await behind.route('**/api/operator/events', (route) => route.abort())
  await behind.reload()
  await Console.card(first, id).getByRole('button', { name: 'Accept' }).click()
  await expect(Console.card(first, id).getByRole('button', { name: 'Start cooking' })).toBeVisible()

  await Console.card(behind, id).getByRole('button', { name: 'Accept' }).click()
  await expect(
    Console.card(behind, id).getByRole('button', { name: 'Start cooking' }),
  ).toBeVisible()
  await first.context().close()
  await behind.context().close()
})

test('tonight’s order for tomorrow is told on today’s board, one tap from being accepted', async ({
  browser,
  page,
}) => {
  test.slow()
  const context = await browser.newContext()
  await Console.signIn(context)
  const today = await context.newPage()
  await Console.openBoard(today)
  const id = await placeOrder(page)
  const tomorrow = iso(new Date(Date.now() + 24 * 60 * 60 * 1000))
  const preOrders = today.getByRole('navigation', { name: 'Pre-orders' })
  await expect(preOrders.getByRole('link', { name: /waiting to be accepted/ })).toBeVisible({
    timeout: 10_000,
  })
  await preOrders.getByRole('link', { name: /waiting to be accepted/ }).click()
  await expect(today).toHaveURL(new RegExp(`date=${tomorrow}`))
  const card = Console.card(today, id)
  await expect(card).toContainText('Start cooking at')
  await card.getByRole('button', { name: 'Accept' }).click()
  await expect(card.getByRole('button', { name: 'Start cooking' })).toBeVisible()
  await context.close()
})
