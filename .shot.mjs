import { chromium } from '@playwright/test'

const [, , tag, ...paths] = process.argv
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
})
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({
    viewport: { width, height: width === 375 ? 740 : 900 },
    deviceScaleFactor: 1,
    isMobile: width === 375,
    hasTouch: width === 375,
  })
  await ctx.addCookies([{ name: 'attention', value: '1', url: 'http://127.0.0.1:3222' }])
  const page = await ctx.newPage()
  for (const p of paths) {
    await page.goto('http://127.0.0.1:3222' + p)
    await page.waitForTimeout(800)
    const name = `/tmp/s1822/${tag}-${width}-${p.replace(/[^a-z0-9]+/gi, '_')}.png`
    await page.screenshot({ path: name })
    console.log(name)
  }
  await ctx.close()
}
await browser.close()
