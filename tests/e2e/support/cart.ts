import { expect, type Page } from '@playwright/test'

/** The cart as a customer handles it (after Hydrogen's CartUtil). */
export const Cart = {
  count: (page: Page) => page.getByTestId('cart-count'),
  async open(page: Page) {
    await page.getByTestId('cart-button').click()
    await expect(page.getByTestId('cart-drawer')).toBeVisible()
    return page.getByTestId('cart-drawer')
  },
  lines: (page: Page) => page.getByTestId('cart-drawer').getByTestId('cart-line'),
  async addFromProductPage(page: Page) {
    await page.getByRole('button', { name: /^Add to cart/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to the cart.' })).toBeVisible()
  },
}
