import { chromium } from '@playwright/test'

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({
    viewport: { width, height: width === 375 ? 740 : 900 },
    isMobile: width === 375,
    hasTouch: width === 375,
  })
  await ctx.addCookies([{ name: 'attention', value: '1', url: 'http://127.0.0.1:3222' }])
  const page = await ctx.newPage()
  await page.goto('http://127.0.0.1:3222/en/menu/rolls')
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  await page
    .getByRole('heading', { name: 'Cucumber Maki' })
    .scrollIntoViewIfNeeded()
    .catch(() => {})
  await page.locator('.tag-badge--vegetarian').first().scrollIntoViewIfNeeded()
  await page.waitForTimeout(500)
  await page.screenshot({ path: `/tmp/s1822/after-${width}-cards.png` })
  await page.goto('http://127.0.0.1:3222/product/set-sakura')
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/s1822/after-${width}-product.png` })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForTimeout(300)
  await page.screenshot({ path: `/tmp/s1822/after-${width}-product-end.png` })
  await ctx.close()
}
await browser.close()
