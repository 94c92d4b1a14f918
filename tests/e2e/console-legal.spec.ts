import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { E2E_ADMIN } from './support/config'
import { Console } from './support/console'

// Issue 33: the admin's pages for the trader and the legal texts, and for customers' requests about
// their data, at a phone's width: readable, labelled and found by axe to have no violations.

for (const [path, title] of [
  ['/en/operator/legal', 'Trader and legal pages'],
  ['/en/operator/customers', 'Personal data'],
] as const) {
  test(`${title}: an admin's console page at 375 px, with no axe violations`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
    await Console.signIn(context, E2E_ADMIN)
    const page = await context.newPage()
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
}
