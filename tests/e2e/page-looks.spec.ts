import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Cart } from './support/cart'
import { PHONE } from './support/phone'

// Issue 30: what looked wrong on a phone and on a desktop screen.
const DESKTOP = { viewport: { width: 1280, height: 800 } }

const box = async (locator: Locator) => (await locator.boundingBox())!

/** Whether two boxes share any area. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function heroTextClearOfPicture(page: Page) {
  await page.goto('/en/')
  const hero = page.getByRole('region', { name: 'Sushi, rolls and wok, delivered hot' })
  const picture = await box(hero.locator('.photo'))
  for (const part of [
    hero.getByRole('heading', { level: 1 }),
    hero.getByText(/^Fresh fish/),
    hero.getByRole('link', { name: 'See the menu' }),
  ]) {
    expect(overlap(await box(part), picture), (await part.textContent()) ?? '').toBe(false)
  }
  // The picture is still a good part of the hero, not shrunk to a stamp.
  expect(picture.width * picture.height).toBeGreaterThan(0.3 * (await box(hero)).width * 150)
}

async function squareThumbnails(page: Page) {
  // A line with options and an allergen sentence is taller than its thumbnail.
  await page.goto('/en/product/uok-nudli-s-pile')
  await page.getByLabel('Udon').check()
  await page.getByLabel('Hot').check()
  await Cart.addFromProductPage(page)
  await page.goto('/en/product/set-sakura')
  await Cart.addFromProductPage(page)
  await Cart.open(page)
  const thumbnails = Cart.lines(page).locator('img')
  await expect(thumbnails).toHaveCount(2)
  for (const thumbnail of await thumbnails.all()) {
    const { width, height } = await box(thumbnail)
    expect(Math.abs(width / height - 1)).toBeLessThan(0.02)
    expect(await thumbnail.evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover')
  }
}

test.describe('on a phone', () => {
  test.use(PHONE)

  test('the hero’s words stand beside the picture, not on it', async ({ page }) => {
    await heroTextClearOfPicture(page)
  })

  test('cart thumbnails keep their square shape', async ({ page }) => {
    await squareThumbnails(page)
  })

  test('the delivery table says it scrolls sideways when it is wider than the screen', async ({
    page,
  }) => {
    await page.goto('/en/delivery')
    const table = page.getByRole('region', { name: 'Table: Delivery zones' })
    const wider = await table.evaluate((frame) => frame.scrollWidth > frame.clientWidth)
    expect(wider).toBe(true)
    await expect(page.getByText('Swipe to see more →')).toBeInViewport()
  })
})

test.describe('on a desktop screen', () => {
  test.use(DESKTOP)

  test('the hero’s words stand beside the picture, not on it', async ({ page }) => {
    await heroTextClearOfPicture(page)
  })

  test('cart thumbnails keep their square shape', async ({ page }) => {
    await squareThumbnails(page)
  })

  test('the product page shows the price right under the name', async ({ page }) => {
    await page.goto('/en/product/set-sakura')
    const title = await box(page.getByRole('heading', { level: 1 }))
    const price = page.getByText('€34.90', { exact: true })
    await expect(price).toBeInViewport()
    const { y } = await box(price)
    expect(y - (title.y + title.height)).toBeLessThan(40)
    expect(y).toBeGreaterThanOrEqual(title.y + title.height)
  })

  test('the delivery table, whole on the screen, says nothing about scrolling', async ({
    page,
  }) => {
    await page.goto('/en/delivery')
    await expect(page.getByRole('region', { name: 'Table: Delivery zones' })).toBeVisible()
    await expect(page.getByText('Swipe to see more →')).toBeHidden()
  })

  for (const [what, path] of [
    ['an empty favorites page', '/en/favorites'],
    ['a missing page', '/en/no-such-page'],
  ] as const) {
    test(`the footer sits at the bottom of the window on ${what}`, async ({ page }) => {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer).toBeVisible()
      const { y, height } = await box(footer)
      expect(Math.round(y + height)).toBe(800)
      // No scrolling on a page this short.
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(800)
    })
  }
})
