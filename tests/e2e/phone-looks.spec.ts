import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 18 item 10: what a customer on a 375 px phone saw looking wrong.
test.use(PHONE)

/** The brand's accent (global.css --accent), as computed styles write it. */
const ACCENT = 'rgb(196, 53, 0)'

for (const lang of ['bg', 'ru', 'en', 'uk']) {
  test(`a card's badges stay clear of its heart (${lang})`, async ({ page }) => {
    await page.goto(lang === 'bg' ? '/menu/rolls' : `/${lang}/menu/rolls`)
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('.product-card')].flatMap((card) => {
        const heart = card.querySelector('.favorite-button')!.getBoundingClientRect()
        return [...card.querySelectorAll('.tag-badge')]
          .filter((badge) => {
            const box = badge.getBoundingClientRect()
            return box.left < heart.right && heart.left < box.right && box.top < heart.bottom
          })
          .map((badge) => `${card.querySelector('h3')!.textContent}: ${badge.textContent}`)
      }),
    )
    expect(clipped).toEqual([])
  })
}

/** The add button is whole on the screen as the page opens, on one line, and nothing covers it. */
async function expectInReach(page: Page, button: Locator) {
  const box = (await button.boundingBox())!
  const screen = page.viewportSize()!
  expect(box.y).toBeGreaterThanOrEqual(0)
  expect(box.y + box.height).toBeLessThanOrEqual(screen.height)
  expect(box.x + box.width).toBeLessThanOrEqual(screen.width)
  // One line: a button of two lines is about 68 px high.
  expect(box.height).toBeLessThan(52)
  const onTop = await button.evaluate((element) => {
    const r = element.getBoundingClientRect()
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
    return element.contains(hit)
  })
  expect(onTop).toBe(true)
}

for (const [lang, path, name] of [
  ['en', '/en/product/set-sakura', /^Add to cart · €\d+\.\d\d$/],
  ['bg', '/product/set-sakura', /^В количката · \d+,\d\d\s€$/],
] as const) {
  test(`a long product's add button is in reach, on one line, without scrolling (${lang})`, async ({
    page,
  }) => {
    await page.goto(path)
    const add = page.getByRole('button', { name })
    await expectInReach(page, add)
    // Still there at the bottom of a long page, and it adds.
    await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded()
    await expectInReach(page, add)
    await add.tap()
    await expect(page.locator('.modifiers__status')).not.toBeEmpty()
  })
}

test('the bonus slider and the calendar wear the brand’s colour, not the browser’s blue', async ({
  page,
}) => {
  await Checkout.start(page)
  const slider = page.getByRole('slider')
  await expect(slider).toBeVisible()
  expect(await slider.evaluate((e) => getComputedStyle(e).accentColor)).toBe(ACCENT)
  await page.getByLabel('At a time').check()
  await page.getByRole('button', { name: /^Date/ }).click()
  const chevrons = page.getByTestId('delivery-date-picker').locator('.rdp-chevron')
  await expect(chevrons.first()).toBeVisible()
  const fills = await chevrons.evaluateAll((all) => all.map((e) => getComputedStyle(e).fill))
  expect(new Set(fills)).toEqual(new Set([ACCENT]))
})

test('the Viva simulator’s page is styled under our CSP', async ({ page }) => {
  const blocked: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text())
  })
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  await page.getByLabel('Card online').check()
  await page.getByRole('button', { name: /^Order and pay €/ }).click()
  await expect(page).toHaveURL(/\/_viva\/web\/checkout\?ref=\d{16,}/)
  // Its stylesheet's 30 rem column, with the buttons' border (once the stylesheet has arrived).
  await expect(page.locator('body')).toHaveCSS('max-width', '480px')
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCSS(
    'border-top-width',
    '2px',
  )
  expect(blocked).toEqual([])
})
