import { expect, test } from './fixtures'

// The pages' Content Security Policy (server/edge/security.ts) forbids eval and foreign
// scripts: a page that breaks it is reported to the browser's issues (Lighthouse's best practices)
// and would stop working on the day a library stops catching the refusal.
const PAGES = ['/en', '/en/menu', '/en/product/set-sakura', '/en/delivery', '/en/checkout']

test('the shop’s pages break no rule of their Content Security Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  for (const path of PAGES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const violations = await page.evaluate(
      () => (window as { cspViolations?: string[] }).cspViolations,
    )
    expect(violations, path).toEqual([])
  }
})
