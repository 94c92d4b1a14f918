import { expect, markDocument, test } from './fixtures'

test.describe('languages', () => {
  test('the switcher keeps the page and the choice survives the root', async ({ page }) => {
    await page.goto('/en/delivery')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await page
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'UA' })
      .click()
    await expect(page).toHaveURL(/\/uk\/delivery$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доставка й оплата')
    await page.getByRole('navigation', { name: 'Мова' }).getByRole('link', { name: 'BG' }).click()
    await expect(page).toHaveURL(/\/delivery$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg-BG')
  })

  test('after a client navigation the language links and the current section follow the page', async ({
    page,
  }) => {
    await page.goto('/en/delivery')
    const sameDocument = await markDocument(page)
    const sections = page.getByRole('navigation', { name: 'Main navigation' })
    await sections.getByRole('link', { name: 'Menu' }).click()
    await expect(page).toHaveURL(/\/en\/menu$/)
    // The page was not reloaded: the header and its switcher rendered again in the browser.
    expect(await sameDocument()).toBe(true)
    await expect(sections.getByRole('link', { name: 'Menu' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(sections.getByRole('link', { name: 'Delivery' })).not.toHaveAttribute(
      'aria-current',
    )
    const languages = page.getByRole('navigation', { name: 'Language' })
    await expect(languages.getByRole('link', { name: 'UA' })).toHaveAttribute('href', '/uk/menu')
  })

  test('the root follows the browser language on a first visit', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'ru-RU' })
    await context.addCookies([{ name: 'attention', value: '1', url: baseURL! }])
    const page = await context.newPage()
    const response = await page.goto('/')
    expect(page.url()).toMatch(/\/ru$/)
    expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
    await context.close()
  })
})

test('client navigation keeps the page alive (hydrated) and shows the progress bar when slow', async ({
  page,
}) => {
  await page.goto('/en')
  const sameDocument = await markDocument(page)
  // Slow the page data down so the 200 ms throttle is passed.
  await page.route('**/*.pageContext.json', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Menu' })
    .click()
  await expect(page.getByTestId('progress-bar')).toHaveAttribute('data-state', 'loading')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Menu')
  await expect(page.getByTestId('progress-bar')).not.toHaveAttribute('data-state', 'loading')
  expect(await sameDocument()).toBe(true)
})

test('navigation scrolls to the top of the next page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 400 })
  await page.goto('/en/menu')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Delivery' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delivery and payment')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('an unknown page is a 404 with a way home', async ({ page }) => {
  const response = await page.goto('/en/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/en$/)
})

test('the account needs a session and checkout success needs an order', async ({ page }) => {
  await page.goto('/ru/account/bonuses')
  await expect(page).toHaveURL(/\/ru\?signin=1&next=%2Faccount%2Fbonuses$/)
  await page.goto('/uk/checkout/success')
  await expect(page).toHaveURL(/\/uk$/)
})

test('/_icons shows every icon with its name', async ({ page }) => {
  await page.goto('/_icons')
  await expect(page.getByRole('listitem')).toHaveCount(22)
  await expect(page.getByText('heart-filled')).toBeVisible()
})

test('the home page hydrates under the CSP, its deferred section included', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  // Streamed on a first render (tests/http/streaming.test.ts reads the chunks), or from the page
  // cache with this response's nonce: either way every script must run under the CSP.
  await page.goto('/en')
  const section = page.getByRole('region', { name: 'New on the menu' })
  await expect(section.getByRole('article').first()).toBeVisible()
  // Hydrated: a click in the streamed section changes state.
  await section
    .getByRole('button', { name: /^Favorite/ })
    .first()
    .click()
  await expect(page.getByRole('link', { name: 'Favorites: 1' })).toBeVisible()
  expect(violations).toEqual([])
})

test('navigation to a link with a hash scrolls to its target', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 600 })
  await page.goto('/en/contacts')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/en/delivery#payment'
    link.textContent = 'how to pay'
    document.body.prepend(link)
  })
  await page.getByRole('link', { name: 'how to pay' }).click()
  await expect(page).toHaveURL(/\/en\/delivery#payment$/)
  await expect(page.getByRole('heading', { name: 'How to pay' })).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('links are prefetched when a visitor heads for them, not all at once after load', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 })
  const contactsEntry = /client_shop_pages_-shop-_contacts\.[\w-]+\.js$/
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.goto('/en/menu')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  // Prefetching starts 1 s after load (spec §9): the footer's link, far below the first screen, waits.
  await page.waitForTimeout(2500)
  expect(requested.filter((url) => contactsEntry.test(url))).toEqual([])
  const contacts = page.getByRole('contentinfo').getByRole('link', { name: 'Contacts' })
  await contacts.dispatchEvent('touchstart')
  await expect.poll(() => requested.some((url) => contactsEntry.test(url))).toBe(true)
})
