import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './fixtures'

const PAGES = [
  '/en',
  '/en/menu',
  '/en/menu/rolls',
  '/en/product/kaliforniia-sies-syomga',
  '/en/promotions',
  '/en/promotions/money-back-5',
  '/en/delivery',
  '/en/contacts',
  '/en/favorites',
  '/en/checkout',
  '/en/no-such-page',
  '/_icons',
  '/ru/menu',
]

for (const path of PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    // axe weighs every card of the whole menu: about 6 s of CPU on an idle machine here, and CI runs
    // two browsers beside the server on two cores.
    test.slow(path.endsWith('/menu'), 'the whole menu is a long page for axe')
    await page.goto(path)
    await expect(page.locator('main')).toBeVisible()
    // A map loads as it comes into view: axe weighs it, and its controls, every time, not by chance.
    const map = page.locator('.shop-map').first()
    if (await map.count()) {
      await map.scrollIntoViewIfNeeded()
      await expect(map.locator('.leaflet-control-attribution')).toBeAttached()
    }
    const results = await new AxeBuilder({ page }).analyze()
    expect(
      results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
}

test('axe finds no violations in the open sign-in modal and cart drawer', async ({ page }) => {
  await page.goto('/en')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByTestId('phone-modal')).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByTestId('cart-button').click()
  await expect(page.getByTestId('cart-drawer')).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([])
})
