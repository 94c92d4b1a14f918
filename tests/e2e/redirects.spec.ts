import { expect, test } from './fixtures'

// Spec §2 redirects, followed by client-side navigation (Vike asks for the page's data, or falls back
// to a full load for a path no route knows).
const CASES: [string, string, string][] = [
  ['/en/promotions/cashback', '/en/promotions/money-back-5', '5% back in bonuses'],
  ['/ru/product/pilesko-tempura-nov', '/ru/product/pileshko-tempura', ''],
  ['/en/fudziiama', '/en/product/fudziiama', ''],
  ['/en/promo', '/en/promotions', 'Promotions'],
  ['/en/tproduct/1-2-set-sakura', '/en/product/set-sakura', 'Sakura Set'],
]

for (const [from, to, heading] of CASES) {
  test(`a link to ${from} lands on ${to}`, async ({ page }) => {
    await page.goto('/en/contacts')
    // After hydration, so the click is the client router's; outside React's root, which owns <main>.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    await page.evaluate((href) => {
      const link = document.createElement('a')
      link.href = href
      link.textContent = 'old link'
      document.body.append(link)
    }, from)
    await page.getByRole('link', { name: 'old link' }).click()
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`))
    const h1 = page.getByRole('heading', { level: 1 })
    if (heading) await expect(h1).toContainText(heading)
    else await expect(h1).toBeVisible()
  })
}
