// The menu page's pictures as a phone downloads them: `node bench/pictures.mjs [base URL]` against
// a running production build (`npm start`), in Chromium at 375 px and DPR 2, scrolled to the end so
// every lazy picture loads. Prints the bytes per format and in all (docs/benchmarks.md, "Pictures").
// With SCREENSHOTS=<folder>, also saves home, menu, a product and a promotion at 375 and 1280 px.
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://127.0.0.1:3000'
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
})

async function scrolledThrough(page) {
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(60)
  }
  // Every picture that started loading has finished (the page polls for new builds: no network idle).
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
    timeout: 120_000,
  })
  await page.waitForTimeout(500)
}

const phone = await browser.newContext({
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
})
const page = await phone.newPage()
const pictures = []
page.on('response', async (response) => {
  const type = response.headers()['content-type'] ?? ''
  if (!type.startsWith('image/')) return
  const body = await response.body().catch(() => null)
  if (body) pictures.push({ url: new URL(response.url()).pathname, type, bytes: body.length })
})
await page.goto(`${base}/en/menu`, { waitUntil: 'load' })
await scrolledThrough(page)
const byType = {}
for (const { type, bytes } of pictures) byType[type] = (byType[type] ?? 0) + bytes
const total = pictures.reduce((sum, p) => sum + p.bytes, 0)
process.stdout.write(
  `${JSON.stringify({ page: '/en/menu', pictures: pictures.length, bytes: total, byType }, null, 2)}\n`,
)
const widths = {}
for (const { url } of pictures) {
  const width = /\/(\d+)\.\w+$/.exec(url)?.[1] ?? 'other'
  widths[width] = (widths[width] ?? 0) + 1
}
process.stdout.write(`variants by width: ${JSON.stringify(widths)}\n`)

if (process.env.SCREENSHOTS) {
  const paths = {
    home: '/en',
    menu: '/en/menu',
    product: '/en/product/filadelfiia-klasik',
    promotion: '/en/promotions/welcome-bonus',
  }
  for (const width of [375, 1280]) {
    const context = await browser.newContext({
      viewport: { width, height: width === 375 ? 667 : 800 },
      deviceScaleFactor: width === 375 ? 2 : 1,
    })
    const shot = await context.newPage()
    for (const [name, path] of Object.entries(paths)) {
      await shot.goto(`${base}${path}`, { waitUntil: 'load' })
      // The attention popup (site options) would cover the page: dismissed once, as a visitor does.
      const ok = shot.getByTestId('attention-modal').getByRole('button', { name: 'OK' })
      if (await ok.isVisible()) {
        await ok.click()
        await ok.waitFor({ state: 'hidden' })
      }
      // The pictures on screen have arrived (the lazy ones below wait for a scroll).
      await shot.waitForFunction(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .every((image) => image.complete),
      )
      await shot.screenshot({ path: `${process.env.SCREENSHOTS}/${name}-${width}.png` })
    }
    await context.close()
  }
}
await browser.close()
