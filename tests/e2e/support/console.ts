import { type BrowserContext, expect, type Page } from '@playwright/test'
import { baseURL, E2E_STAFF } from './config'

/** The staff console as the kitchen uses it (after Hydrogen's CartUtil). */
export const Console = {
  /** Signs a member in through the edge: the browser context gets the staff cookie. */
  async signIn(context: BrowserContext, account: { email: string; password: string } = E2E_STAFF) {
    const response = await context.request.post(`${baseURL}/api/operator/sign-in`, {
      data: account,
    })
    expect(response.status(), await response.text()).toBe(200)
  },
  /** The board, once its live feed is connected (so hydrated too, in a context of any kind). */
  async openBoard(page: Page, query = '') {
    await page.goto(`/en/operator/orders${query}`)
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible()
  },
  card: (page: Page, id: number) =>
    page.getByTestId('order-card').filter({
      has: page.getByRole('heading', { name: `Order #${id}`, exact: true }),
    }),
}
