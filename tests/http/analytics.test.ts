import { describe, expect, it } from 'vitest'
import { GA_CONNECT_SOURCES } from '#shared/analytics'
import { BROWSER, createTestApp } from './app'

type App = Awaited<ReturnType<typeof createTestApp>>['app']
const page = (app: App, path = '/en/menu') =>
  app.request(path, { headers: { 'User-Agent': BROWSER } })
const directive = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? []

const off = (await createTestApp()).app
const on = (await createTestApp({ analyticsId: 'G-TEST12345' })).app

describe('GA4 in the browser', () => {
  it('without a measurement id: no tag, no consent script, and the CSP lets nothing out', async () => {
    const response = await page(off)
    const csp = response.headers.get('content-security-policy')
    expect(directive(csp, 'connect-src')).toEqual(["'self'"])
    const html = await response.text()
    expect(html).not.toContain('gtag')
    expect(html).not.toContain('googletagmanager')
  })

  it('with one: Consent Mode v2 denies everything by default, in a script the CSP nonce covers', async () => {
    const response = await page(on)
    const csp = response.headers.get('content-security-policy')
    // connect-src gains Google's collection hosts only; scripts stay on the nonce alone.
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...GA_CONNECT_SOURCES])
    const scripts = directive(csp, 'script-src')
    expect(scripts.filter((s) => !s.startsWith("'nonce-"))).toEqual(["'strict-dynamic'"])
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))!.slice(7, -1)
    const html = await response.text()
    const script = new RegExp(
      `<script nonce="${nonce}">([^<]*gtag\\('consent','default'[^<]*)</script>`,
    ).exec(html)?.[1]
    expect(script).toBeDefined()
    for (const storage of ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'])
      expect(script).toContain(`${storage}:'denied'`)
    // The tag itself is only added by that script, for a visitor who accepted.
    expect(html).not.toMatch(/<script[^>]+googletagmanager/)
    expect(script).toContain('analytics_consent=granted')
    expect(script).toContain('"G-TEST12345"')
  })
})
