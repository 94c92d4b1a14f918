import { expect, type Page } from '@playwright/test'
import type { AnswerOf } from '#shared/api-client'
import { restaurantDay } from '#shared/hours'
import { Auth } from './auth'
import { Cart } from './cart'
import { baseURL, E2E_STAFF } from './config'

/** A day as the date picker and the board name it: the day `date` falls on in Sofia. */
export const iso = (date: Date) => restaurantDay(date)

export const Checkout = {
  /**
   * Fills the cart with two Sakura sets (over every zone's minimum) and signs in at checkout;
   * returns the customer's phone.
   */
  async start(page: Page, product = 'set-sakura', times = 2): Promise<string> {
    await page.goto(`/en/product/${product}`)
    for (let i = 0; i < times; i++) await Cart.addFromProductPage(page)
    await page.goto('/en/checkout')
    const phone = await Auth.signIn(page)
    const profile = page.getByTestId('profile-modal')
    await profile.getByLabel('Name', { exact: true }).fill('Elena')
    await profile.getByRole('button', { name: 'Continue' }).click()
    await expect(profile).toBeHidden()
    await expect(page.getByTestId('order-summary')).toBeVisible()
    return phone
  },
  /** Tomorrow at noon, when every restaurant is open (the tests do not depend on the hour they run). */
  async scheduleTomorrowNoon(page: Page) {
    await page.getByLabel('At a time').check()
    await page.getByRole('button', { name: /^Date/ }).click()
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000)
    await page
      .getByTestId('delivery-date-picker')
      .locator(`[data-day="${iso(tomorrow)}"] button`)
      .click()
    await expect(page.getByTestId('delivery-date-picker')).toBeHidden()
    const value = page.getByTestId('time-value')
    for (let i = 0; i < 100 && (await value.textContent()) !== '12:00'; i++) {
      const [hours, minutes] = ((await value.textContent()) ?? '00:00').split(':').map(Number) as [
        number,
        number,
      ]
      const name = hours * 60 + minutes < 12 * 60 ? '15 minutes later' : '15 minutes earlier'
      await page.getByRole('button', { name }).press('Enter')
    }
    await expect(value).toHaveText('12:00')
  },
  async fillAddress(page: Page) {
    await page.getByLabel('Street and number').fill('ul. Shipka 12')
    await page.getByLabel('Entrance').fill('B')
    await page.getByLabel('Floor').fill('3')
  },
  /** The kitchen signs in (the staff cookie) and moves the order on through the operator API. */
  /** The kitchen hands a delivery to the suite's courier (signed in as the kitchen already). */
  async handToCourier(page: Page, orderId: number) {
    const couriers = await page.request.get(`${baseURL}/api/operator/couriers`)
    const { data } = (await couriers.json()) as AnswerOf<'get', '/api/operator/couriers'>
    const courier = data.find((member) => member.name === 'Courier')!
    const handed = await page.request.post(`${baseURL}/api/operator/orders/${orderId}/courier`, {
      data: { courierId: courier.id },
    })
    expect(handed.status(), await handed.text()).toBe(200)
  },
  async moveOrder(page: Page, orderId: number, statuses: string[]) {
    const signIn = await page.request.post(`${baseURL}/api/operator/sign-in`, { data: E2E_STAFF })
    expect(signIn.status(), await signIn.text()).toBe(200)
    for (const status of statuses) {
      if (status === 'on_the_way') await Checkout.handToCourier(page, orderId)
      const response = await page.request.post(`${baseURL}/api/operator/orders/${orderId}/status`, {
        data: { status },
      })
      expect(response.status(), await response.text()).toBe(200)
    }
  },
}
