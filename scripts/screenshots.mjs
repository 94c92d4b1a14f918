// Screenshots at 375 px and 1280 px of the given paths, for looking at pages: node scripts/screenshots.mjs /,/menu
import { chromium } from '@playwright/test'

const base = process.env.BASE ?? 'http://127.0.0.1:3100'
const pages = (process.argv[2] ?? '/,/menu,/product/set-sakura').split(',')
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
for (const [name, viewport] of [
  ['m', { width: 375, height: 812 }],
  ['d', { width: 1280, height: 900 }],
]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  await context.addCookies([{ name: 'attention', value: '1', url: base }])
  const page = await context.newPage()
  for (const path of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const file = `/tmp/shots/${name}${path.replace(/\W+/g, '_')}.png`
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' })
    console.log(file)
  }
  await context.close()
}
await browser.close()
