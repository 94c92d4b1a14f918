import { test as base, expect, type Page } from '@playwright/test'

/** Waits for the page to hydrate after a full load: before it, clicks reach no React handler. */
async function hydrated(page: Page) {
  if (new URL(page.url()).pathname.startsWith('/_viva')) return
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/**
 * Marks the document now loaded; the returned check is true while that document is still the one
 * shown, i.e. no full load replaced it (a client navigation keeps it).
 */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as unknown as { marker: number }).marker = 42
  })
  return async () =>
    (await page.evaluate(() => (window as unknown as { marker?: number }).marker)) === 42
}

/**
 * Holds the page's scripts back, as a slow connection does, until the returned function is called:
 * what a visitor can do before hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/**/*.js', async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * `page` with `goto` and `reload` that wait for hydration; for pages of a context a test opens
 * itself (a friend's phone, a second screen), which the fixture below does not reach.
 */
export function hydrating(page: Page) {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await hydrated(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    await hydrated(page)
    return response
  }
  return page
}

/**
 * Pages as a returning visitor sees them: the attention popup (spec §4) was already dismissed.
 * Tests of the popup itself use `freshVisitor`. `goto` and `reload` wait for hydration.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  context: async ({ context, baseURL, freshVisitor }, use) => {
    if (!freshVisitor) await context.addCookies([{ name: 'attention', value: '1', url: baseURL! }])
    await use(context)
  },
  page: async ({ page }, use) => {
    await use(hydrating(page))
  },
})

export { expect }
