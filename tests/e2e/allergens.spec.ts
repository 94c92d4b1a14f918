import type { Page } from '@playwright/test'
import { ALLERGENS } from '#shared/allergens'
import { expect, test } from './fixtures'

test('a customer who avoids gluten filters it out and sees no dish that contains it', async ({
  page,
}) => {
  await page.goto('/en/menu')
  const cards = page.getByRole('article')
  await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(1)
  await page.getByRole('button', { name: /Filters/ }).click()
  const dialog = page.getByTestId('filters-modal')
  await dialog.getByLabel('Gluten', { exact: true }).check()
  await dialog.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/en\/menu\?without=gluten$/)
  // The browser draws the filtered cards itself, once their code has arrived.
  await expect(cards.first()).toBeVisible()
  await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(0)
  const count = await cards.count()
  expect(count).toBeGreaterThan(10)
  // Every card left says what it contains, and none says gluten.
  for (let i = 0; i < count; i++) {
    const icons = cards.nth(i).getByRole('img', { name: /^Allergens:/ })
    if ((await icons.count()) > 0) await expect(icons).not.toHaveAccessibleName(/Gluten/)
  }
  await page.reload()
  await expect(page.getByRole('button', { name: /Filters/ })).toContainText('1')
  await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(0)
})

for (const query of ['without=GLUTEN&without=fish', 'without=Gluten,FISH']) {
  test(`an allergen filter shared by hand is applied as written: ?${query}`, async ({ page }) => {
    await page.goto(`/en/menu?${query}`)
    const cards = page.getByRole('article')
    await expect(cards.first()).toBeVisible()
    await expect(page.getByRole('button', { name: /Filters/ })).toContainText('2')
    await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(0)
    await expect(cards.filter({ hasText: 'Philadelphia Classic' })).toHaveCount(0)
    await page.getByRole('button', { name: /Filters/ }).click()
    const dialog = page.getByTestId('filters-modal')
    await expect(dialog.getByLabel('Gluten', { exact: true })).toBeChecked()
    await expect(dialog.getByLabel('Fish', { exact: true })).toBeChecked()
  })
}

test('an allergen the shop does not know is said on the page, in its language, never ignored silently', async ({
  page,
  baseURL,
}) => {
  for (const [lang, notice] of [
    ['en', 'Unknown allergen: xyz'],
    ['bg', 'Непознат алерген: xyz'],
    ['ru', 'Неизвестный аллерген: xyz'],
    ['uk', 'Невідомий алерген: xyz'],
  ] as const) {
    // The drinks alone: four whole menus are more than a loaded machine draws in the test's time.
    const path = lang === 'bg' ? '/menu/drinks' : `/${lang}/menu/drinks`
    await page.goto(`${path}?without=xyz&without=gluten&utm_source=mail`)
    await expect(page.getByText(notice)).toBeVisible()
    // The known one still filters.
    await expect(page.getByRole('article').filter({ hasText: 'Asahi' })).toHaveCount(0)
    // The filtered page names the one menu as its canonical address, whatever was typed.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${baseURL!}${path}`,
    )
  }
  await page.goto('/en/menu?without=gluten')
  await expect(page.getByText(/Unknown allergen/)).toHaveCount(0)
})

test('the product page names the allergens, and the sentence by the button follows the options', async ({
  page,
}) => {
  await page.goto('/en/product/maki-s-ton')
  await expect(page.locator('.allergen-list')).toHaveText(/Fish/)
  const sentence = page.locator('.modifiers__allergens')
  await expect(sentence).toHaveText(/Contains: Fish$/)
  await page.getByRole('button', { name: 'More: Extra soy sauce' }).click()
  await expect(sentence).toHaveText(/Contains: Gluten, Fish, Soy$/)
})

/** What a pictogram is drawn with: its `::before`'s content and mask, whether that mask is a picture
 * the browser can decode, and the size it is shown at. */
const pictograms = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll(async (spans) =>
    Promise.all(
      spans.map(async (span) => {
        const before = getComputedStyle(span, '::before')
        const mask = before.maskImage || before.webkitMaskImage
        const url = /^url\("(.*)"\)$/.exec(mask)?.[1]
        let decoded = 0
        if (url) {
          const image = new Image()
          image.src = url
          decoded = await image.decode().then(
            () => image.naturalWidth,
            () => 0,
          )
        }
        const box = span.getBoundingClientRect()
        return {
          allergen: span.getAttribute('data-allergen'),
          content: before.content,
          mask: mask.slice(0, 30),
          decoded: decoded > 0,
          size: [Math.round(box.width), Math.round(box.height)],
        }
      }),
    ),
  )

test('the allergen pictograms are drawings of our own, not emoji a system without an emoji font shows as boxes', async ({
  page,
}) => {
  await page.goto('/en/menu')
  const onCards = await pictograms(page, 'article [role="img"] [data-allergen]')
  expect(new Set(onCards.map((p) => p.allergen)).size).toBeGreaterThan(3)
  await page.goto('/en/product/filadelfiia-klasik')
  const onProduct = await pictograms(page, '.allergen-list [data-allergen]')
  expect(onProduct.length).toBeGreaterThan(0)
  // Every one of the 14, whether or not today's menu has a dish with it.
  await page.evaluate((names) => {
    const list = document.querySelector('.allergen-list')!
    for (const name of names) {
      const span = document.createElement('span')
      span.dataset.allergen = name
      list.append(span)
    }
  }, ALLERGENS)
  const all = await pictograms(page, '.allergen-list > span[data-allergen]')
  expect(all.map((p) => p.allergen)).toEqual(ALLERGENS)
  for (const p of [...onCards, ...onProduct, ...all]) {
    expect(p.content, p.allergen!).not.toMatch(/\p{Extended_Pictographic}/u)
    expect(p, p.allergen!).toMatchObject({
      mask: expect.stringMatching(/^url\("data:image\/svg\+xml/),
      decoded: true,
    })
    for (const side of p.size) {
      expect(side, p.allergen!).toBeGreaterThanOrEqual(16)
      expect(side, p.allergen!).toBeLessThanOrEqual(20)
    }
  }
  // No two the same drawing.
  const masks = await page
    .locator('.allergen-list > span[data-allergen]')
    .evaluateAll((spans) => spans.map((span) => getComputedStyle(span, '::before').maskImage))
  expect(new Set(masks).size).toBe(ALLERGENS.length)
})
