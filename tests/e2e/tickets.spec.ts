import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout, iso } from './support/checkout'
import { Console } from './support/console'

// Issue 23: each order prints on an 80 mm kitchen ticket, opened from the board's card.

/** 80 mm at the 96 CSS pixels to the inch a printout is laid out in. */
const TICKET_WIDTH_PX = Math.floor((80 / 25.4) * 96)

/** A delivery paid in cash tomorrow at noon, with a comment; its id. */
async function placeOrder(page: Page) {
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByLabel('Comment on the order').fill('No sesame, please')
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  return Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])
}

test('the board opens an order’s kitchen ticket, which prints itself on 80 mm paper', async ({
  browser,
  page,
}) => {
  test.slow()
  const id = await placeOrder(page)

  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  // The ticket asks the browser to print: count the asks instead of opening a dialog.
  await kitchen.addInitScript(() => {
    const counted = window as Window & { prints?: number }
    counted.prints = 0
    window.print = () => {
      counted.prints = (counted.prints ?? 0) + 1
    }
  })
  const board = await kitchen.newPage()
  await Console.openBoard(board, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  const [ticket] = await Promise.all([
    kitchen.waitForEvent('page'),
    Console.card(board, id).getByRole('link', { name: 'Print ticket' }).click(),
  ])
  await expect(ticket).toHaveURL(new RegExp(`/en/operator/orders/${id}/ticket$`))
  const paper = ticket.getByTestId('ticket')
  await expect(paper).toContainText(`#${id}`)
  await expect(paper).toContainText('Due 12:00')
  await expect(paper).toContainText('Delivery')
  await expect(paper).toContainText(/Zone: \S+/)
  await expect(paper).toContainText('ul. Shipka 12')
  await expect(paper).toContainText('2 × Sakura Set')
  await expect(paper).toContainText('1 set: chopsticks, soy sauce, wasabi, ginger')
  await expect(paper).toContainText('No sesame, please')
  await expect(paper).toContainText(/Collect €[\d.]+ in cash/)
  await expect.poll(() => ticket.evaluate(() => (window as { prints?: number }).prints)).toBe(1)
  expect(await axeViolations(ticket)).toEqual([])

  // On paper: the ticket alone, no wider than the roll.
  await ticket.emulateMedia({ media: 'print' })
  await expect(ticket.locator('.console-bar')).toBeHidden()
  await expect(ticket.getByRole('button', { name: 'Print again' })).toBeHidden()
  const width = await paper.evaluate((element) => element.getBoundingClientRect().width)
  expect(width).toBeLessThanOrEqual(TICKET_WIDTH_PX)
  // One page, the roll's width and the ticket's length: not US Letter, not a blank A4 strip.
  const pdf = (await ticket.pdf({ preferCSSPageSize: true })).toString('latin1')
  const pages = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)]
  expect(pages).toHaveLength(1)
  const [pageWidth, pageHeight] = pages[0]!.slice(1).map((points) => (Number(points) / 72) * 25.4)
  expect(pageWidth).toBeCloseTo(80, 0)
  const drawn = await paper.evaluate((element) => element.getBoundingClientRect().height)
  expect(pageHeight).toBeGreaterThanOrEqual((drawn / 96) * 25.4)
  expect(pageHeight).toBeLessThan(250)
  await kitchen.close()
})

test('“Complete” asks first: dismissed, the order stays where it was', async ({
  browser,
  page,
}) => {
  test.slow()
  const id = await placeOrder(page)
  await Checkout.moveOrder(page, id, ['accepted', 'cooking', 'on_the_way'])
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  const board = await kitchen.newPage()
  await Console.openBoard(board, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  const card = Console.card(board, id)
  const questions: string[] = []
  board.once('dialog', (dialog) => {
    questions.push(dialog.message())
    void dialog.dismiss()
  })
  await card.getByRole('button', { name: 'Complete' }).click()
  await expect
    .poll(() => questions)
    .toEqual([`Complete order #${id}? It is handed over and paid; this cannot be undone.`])
  await expect(card.getByText('On the way', { exact: true })).toBeVisible()
  board.once('dialog', (dialog) => void dialog.accept())
  await card.getByRole('button', { name: 'Complete' }).click()
  // Completed, it leaves the kitchen's lanes: its status tab lists it.
  await expect(card).toHaveCount(0)
  await board.getByRole('link', { name: /^Completed \d+$/ }).click()
  await expect(card.getByText('Completed', { exact: true })).toBeVisible()
  await kitchen.close()
})

test('with “Print tickets of new orders” on (kept over a reload), the board prints a new order’s ticket', async ({
  browser,
  page,
}) => {
  test.slow()
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  // What the printer gets: the page as the print stylesheet lays it out when print() is called.
  await kitchen.addInitScript(() => {
    const printed = window as Window & { printed?: string[] }
    printed.printed = []
    window.print = () => {
      const shown = [...document.body.children].filter(
        (element) => getComputedStyle(element).display !== 'none',
      )
      printed.printed!.push(
        document.body.classList.contains('printing-ticket')
          ? shown.map((element) => (element as HTMLElement).className).join()
          : 'the whole page',
      )
      printed.printed!.push(document.querySelector('.ticket-print')?.textContent ?? '')
    }
  })
  const board = await kitchen.newPage()
  await Console.openBoard(board, `?date=${iso(new Date(Date.now() + 24 * 60 * 60 * 1000))}`)
  const toggle = board.getByRole('button', { name: 'Print tickets of new orders' })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await board.reload()
  await expect(board.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await board.emulateMedia({ media: 'print' })

  const id = await placeOrder(page)
  // Pairs of (what was shown, the ticket's text); other tests' orders may print here too.
  const ticketOf = async () => {
    const printed = (await board.evaluate(
      () => (window as Window & { printed?: string[] }).printed,
    ))!
    const at = printed.findIndex((text, i) => i % 2 === 1 && text.startsWith(`#${id}D`))
    return at === -1 ? null : { shown: printed[at - 1], text: printed[at]! }
  }
  await expect.poll(ticketOf).not.toBeNull()
  const { shown, text } = (await ticketOf())!
  // The ticket alone goes to the printer, with its order's content.
  expect(shown).toBe('ticket-print')
  expect(text).toContain('No sesame, please')
  await expect(board.locator('.ticket-print')).toHaveCount(0)
  await kitchen.close()
})
