import { expect, test } from './fixtures'
import { PHONE } from './support/phone'

test.use(PHONE)

test('the icons and the web app manifest a phone asks for exist', async ({ page, request }) => {
  await page.goto('/en')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /./)
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/)
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href')
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  for (const [path, type] of [
    ['/favicon.ico', /^image\//],
    [touchIcon!, /^image\/png/],
    [manifest!, /json/],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toMatch(type)
  }
  const { icons } = (await (await request.get(manifest!)).json()) as { icons: { src: string }[] }
  for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)
})

test('the new-build check is never answered from a cache', async ({ request }) => {
  const response = await request.get('/builds/latest.json?t=1')
  expect(response.headers()['cache-control']).toBe('no-store')
})
