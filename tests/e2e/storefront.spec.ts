import { expect, hydrating, test } from './fixtures'
import { Cart } from './support/cart'

test.describe('cart', () => {
  test('the same modifiers make one line, other modifiers another', async ({ page }) => {
    await page.goto('/en/product/kaliforniia-sies-syomga')
    await page.getByRole('button', { name: 'More: Unagi sauce' }).click()
    await Cart.addFromProductPage(page)
    await expect(Cart.count(page)).toHaveText('1')
    await Cart.addFromProductPage(page)
    await expect(Cart.count(page)).toHaveText('2')
    await Cart.open(page)
    await expect(Cart.lines(page)).toHaveCount(1)
    await expect(Cart.lines(page).first()).toContainText('Unagi sauce')
    await expect(Cart.lines(page).first().locator('output')).toHaveText('2')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'More: Extra wasabi' }).click()
    await Cart.addFromProductPage(page)
    await Cart.open(page)
    await expect(Cart.lines(page)).toHaveCount(2)
    // The server prices the cart: 2 × (11.90 + 0.90) + (11.90 + 0.90 + 0.50).
    await expect(page.getByTestId('cart-subtotal')).toHaveText('€38.90')
  })

  test('remove reduces a line above one, then removes it', async ({ page }) => {
    await page.goto('/en/menu/desserts')
    const card = page.getByRole('article').filter({ hasText: 'Mango Mochi' })
    await card.getByRole('button', { name: /Add Mango Mochi/ }).click()
    await card.getByRole('button', { name: /Add Mango Mochi/ }).click()
    await Cart.open(page)
    const line = Cart.lines(page).first()
    await expect(line.locator('output')).toHaveText('2')
    await line.getByRole('button', { name: /^Fewer/ }).click()
    await expect(line.locator('output')).toHaveText('1')
    await line.getByRole('button', { name: /^Fewer/ }).click()
    await expect(Cart.lines(page)).toHaveCount(0)
    await expect(page.getByTestId('cart-drawer')).toContainText('Your cart is empty.')
  })

  test('survives a reload and follows another tab', async ({ page, context }) => {
    await page.goto('/en/menu/drinks')
    await page.getByRole('button', { name: /^Add Coca-Cola 0\.33 l/ }).click()
    await expect(Cart.count(page)).toHaveText('1')
    await page.reload()
    await expect(Cart.count(page)).toHaveText('1')
    const other = hydrating(await context.newPage())
    await other.goto('/en/menu/drinks')
    await other.getByRole('button', { name: /^Add Fanta 0\.5 l/ }).click()
    await expect(Cart.count(other)).toHaveText('2')
    await expect(Cart.count(page)).toHaveText('2')
  })

  test('corrupt storage does not break the page', async ({ page }) => {
    await page.goto('/en')
    await page.evaluate(() => {
      localStorage.setItem('hanami:cart', '{not json')
      localStorage.setItem('hanami:favorites', '"x"')
      localStorage.setItem('hanami:viewed', '[{"id":1}]')
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(Cart.count(page)).toHaveCount(0)
    await page.getByRole('button', { name: /^Add / }).first().click()
    await expect(Cart.count(page)).toHaveText('1')
  })
})

test('favorites toggle and their count', async ({ page }) => {
  await page.goto('/en/menu/rolls')
  const heart = page.getByRole('button', { name: 'Favorite: California with Salmon' })
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Favorite: California with Crab' }).click()
  await expect(page.getByRole('link', { name: 'Favorites: 2' })).toBeVisible()
  await heart.click()
  await expect(page.getByRole('link', { name: 'Favorites: 1' })).toBeVisible()
  await page.getByRole('link', { name: 'Favorites: 1' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article')).toContainText('California with Crab')
})

test('a returning visitor sees their favorites pressed all down the menu', async ({ page }) => {
  await page.goto('/en/menu')
  const last = page.getByRole('button', { name: /^Favorite: / }).last()
  await last.click()
  await expect(last).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(last).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: /^Favorite: / }).first()).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(page.getByRole('link', { name: 'Favorites: 1' })).toBeVisible()
})

test('the viewed list is newest first and keeps 8', async ({ page }) => {
  const slugs = [
    'kaliforniia-sies-syomga',
    'kaliforniia-s-ratsi',
    'fudziiama',
    'set-sakura',
    'set-den',
    'set-sensei',
    'maki-mango',
    'pileshko-tempura',
    'coca-cola-033-l',
  ]
  for (const slug of slugs) {
    await page.goto(`/en/product/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('hanami:viewed') ?? '[]'),
  )
  expect(stored).toHaveLength(8)
  await page.goto('/en')
  const strip = page.getByTestId('recently-viewed')
  await expect(strip.getByRole('article')).toHaveCount(8)
  await expect(strip.getByRole('article').first()).toContainText('Coca-Cola')
  await expect(strip.getByRole('heading', { name: 'California with Salmon' })).toHaveCount(0)
  await expect(strip.getByRole('heading', { name: 'California with Crab' })).toHaveCount(1)
})

test.describe('modals and drawers', () => {
  test('close on the button, on Escape, and on a press that starts and ends on the backdrop', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/en/menu')
    await page.evaluate(() => window.scrollTo(0, 900))
    const scrolled = await page.evaluate(() => window.scrollY)
    const open = async () => {
      await page.getByRole('button', { name: /Filters/ }).click()
      await expect(page.getByTestId('filters-modal')).toBeVisible()
      await expect(page.locator('body')).toHaveClass(/scroll-locked/)
    }
    const closed = async () => {
      await expect(page.getByTestId('filters-modal')).toBeHidden()
      await expect(page.locator('body')).not.toHaveClass(/scroll-locked/)
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    }
    await open()
    await page.getByTestId('filters-modal').getByRole('button', { name: 'Close' }).click()
    await closed()
    await open()
    await page.keyboard.press('Escape')
    await closed()
    await open()
    // A press that starts inside and ends on the backdrop does not close it.
    const panel = await page.getByTestId('filters-modal').locator('.overlay__panel').boundingBox()
    await page.mouse.move(panel!.x + 20, panel!.y + 20)
    await page.mouse.down()
    await page.mouse.move(5, 5)
    await page.mouse.up()
    await expect(page.getByTestId('filters-modal')).toBeVisible()
    await page.mouse.move(5, 5)
    await page.mouse.down()
    await page.mouse.up()
    await closed()
  })

  test('focus moves into a modal and returns to its opener', async ({ page }) => {
    await page.goto('/en/menu')
    const opener = page.getByRole('button', { name: /Filters/ })
    await opener.click()
    const dialog = page.getByTestId('filters-modal')
    await expect(dialog.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()
  })

  test('the stores and navigation drawers', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 })
    await page.goto('/en')
    await page.getByRole('button', { name: 'Open navigation' }).click()
    const nav = page.getByTestId('navigation-drawer')
    await nav.getByRole('link', { name: 'Delivery' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery and payment')
    await expect(nav).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('button', { name: 'Our restaurants' }).click()
    await expect(page.getByTestId('stores-drawer').getByRole('article')).toHaveCount(3)
  })
})

test.describe('attention popup', () => {
  test.use({ freshVisitor: true })

  test('shows the popup message once, then not for 4 hours', async ({ page, context }) => {
    await page.goto('/en')
    const popup = page.getByTestId('attention-modal')
    await expect(popup).toContainText('Holiday hours')
    // The server paints it before any code runs; once hydrated it is the browser's own modal,
    // so the page behind is inert.
    await expect.poll(() => popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    await popup.getByRole('button', { name: 'OK' }).click()
    await expect(popup).toBeHidden()
    const cookie = (await context.cookies()).find((c) => c.name === 'attention')
    expect(cookie).toBeDefined()
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(14_400 - 60)
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(14_400)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(popup).toBeHidden()
  })

  test('× closes it in the browser once hydrated, without asking the server', async ({ page }) => {
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url())
    })
    await page.goto('/en/menu')
    const popup = page.getByTestId('attention-modal')
    await expect.poll(() => popup.evaluate((dialog) => dialog.matches(':modal'))).toBe(true)
    await popup.getByRole('button', { name: 'Close', exact: true }).click()
    await expect(popup).toBeHidden()
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(popup).toBeHidden()
    expect(posts.filter((url) => url.endsWith('/attention'))).toEqual([])
  })

  for (const button of ['OK', 'Close']) {
    test(`paints with the page, before any of its code has run, and ${button} works without it`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(`${baseURL}/en/menu?sort=price-asc`)
      const popup = page.getByTestId('attention-modal')
      await expect(popup).toBeVisible()
      await expect(popup).toContainText('Holiday hours')
      await popup.getByRole('button', { name: button, exact: true }).click()
      await expect(page).toHaveURL(`${baseURL}/en/menu?sort=price-asc`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(popup).toBeHidden()
      await page.goto(`${baseURL}/en/checkout`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(popup).toBeHidden()
      await context.close()
    })
  }
})

test('filters are kept in the URL', async ({ page }) => {
  await page.goto('/en/menu')
  await page.getByRole('button', { name: /Filters/ }).click()
  const dialog = page.getByTestId('filters-modal')
  await dialog.getByLabel('Spicy').check()
  await dialog.getByLabel('Cheapest first').check()
  await dialog.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/en\/menu\?tags=spicy&sort=price-asc$/)
  await page.reload()
  const cards = page.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const count = await cards.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++)
    await expect(cards.nth(i).getByText('Spicy', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: /Filters/ })).toContainText('2')
})

test('UTM values from the landing URL ride along with analytics events', async ({ page }) => {
  await page.goto('/en/product/set-sakura?utm_source=newsletter&utm_campaign=autumn')
  const view = await page.evaluate(() => window.dataLayer?.find((e) => e.event === 'view_item'))
  expect(view).toMatchObject({
    utm_source: 'newsletter',
    utm_campaign: 'autumn',
    ecommerce: { currency: 'EUR', items: [expect.objectContaining({ item_name: 'Sakura Set' })] },
  })
})
