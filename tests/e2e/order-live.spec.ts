import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import en from '#locales/en.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { Checkout } from './support/checkout'
import { baseURL, E2E_DATA } from './support/config'
import { Console } from './support/console'

/** A pickup paid in cash tomorrow at noon, placed in English; its id and the customer's phone. */
async function placeOrder(page: Page) {
  const phone = await Checkout.start(page, 'maki-mango', 1)
  await page.getByLabel('Pickup').check()
  await page.getByRole('radio', { name: /Hanami Sushi Center/ }).check()
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
  const id = Number((await page.getByTestId('order-result').textContent())?.match(/#(\d+)/)?.[1])
  return { id, phone }
}

test("a staff member moves an order and the customer's open order page follows within a second", async ({
  browser,
  page,
}) => {
  test.slow()
  const { id } = await placeOrder(page)

  await page.goto(`/en/account/orders/${id}`)
  const progress = page.getByRole('list', { name: 'Order progress' })
  await expect(progress.locator('[aria-current="step"]')).toHaveCount(0)
  await expect(page.getByText('Waiting for the restaurant to accept the order.')).toBeVisible()

  // The kitchen, in a browser context of its own, through the operator API.
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  const move = async (status: string) => {
    const response = await kitchen.request.post(`${baseURL}/api/operator/orders/${id}/status`, {
      data: { status },
    })
    expect(response.status(), await response.text()).toBe(200)
  }
  for (const [status, step] of [
    ['accepted', 'Accepted'],
    ['cooking', 'Cooking'],
    ['ready_for_pickup', 'Ready for pickup'],
  ] as const) {
    await move(status)
    await expect(progress.locator('[aria-current="step"]')).toHaveText(step, { timeout: 1000 })
  }
  const cancelled = await kitchen.request.post(`${baseURL}/api/operator/orders/${id}/cancel`, {
    data: { reason: 'The kitchen ran out of mango' },
  })
  expect(cancelled.status()).toBe(200)
  await expect(page.getByText('Reason: The kitchen ran out of mango')).toBeVisible({
    timeout: 1000,
  })
  await kitchen.close()
})

test('a cancelled order is texted to its customer in the language it was placed in', async ({
  browser,
  page,
}) => {
  test.slow()
  const { id, phone } = await placeOrder(page)
  const kitchen = await browser.newContext()
  await Console.signIn(kitchen)
  // A cancellation is texted at any hour (the others wait for the morning).
  const cancelled = await kitchen.request.post(`${baseURL}/api/operator/orders/${id}/cancel`, {
    data: { reason: 'The kitchen ran out of mango' },
  })
  expect(cancelled.status()).toBe(200)
  await kitchen.close()
  const texts = () =>
    readFileSync(`${E2E_DATA}/sms.jsonl`, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((message) => message.to === phone)
      .map((message) => message.text)
  const english = en.order.sms.cancelled
    .replace('{{brand}}', 'Hanami Sushi')
    .replace('{{id}}', String(id))
  await expect.poll(texts).toContain(english)
})
