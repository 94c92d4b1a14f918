import { describe, expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'

const html = (app: Awaited<ReturnType<typeof createTestApp>>['app'], path = '/en/menu') =>
  app.request(path, { headers: { 'User-Agent': BROWSER } })

function directives(csp: string | null) {
  return new Map(
    (csp ?? '').split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/)
      return [name, values] as const
    }),
  )
}

const { app } = await createTestApp()
const secure = (await createTestApp({ https: true })).app

describe('security headers', () => {
  it('a nonce CSP covers every inline script, new on every response', async () => {
    const [first, second] = await Promise.all([html(app), html(app)])
    const csp = directives(first.headers.get('content-security-policy'))
    const scripts = csp.get('script-src') ?? []
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(csp.get('object-src')).toEqual(["'none'"])
    expect(csp.get('base-uri')).toEqual(["'none'"])
    expect(csp.get('frame-ancestors')).toEqual(["'none'"])
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
    expect(nonce?.length).toBeGreaterThanOrEqual(22)
    const body = await first.text()
    // Data scripts (type="application/json") never run; every script that runs carries the nonce.
    const tags = [...body.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes('type="application/json"') || tag.includes('id="vike_'))
    expect(tags.length).toBeGreaterThan(0)
    for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`)
    expect(second.headers.get('content-security-policy')).not.toBe(
      first.headers.get('content-security-policy'),
    )
  })

  it('never gives two responses the same nonce, past any batch of random bytes', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 600; i++) {
      const csp = (await app.request('/healthz')).headers.get('content-security-policy')
      nonces.add(/'nonce-([\w-]{24})'/.exec(csp ?? '')![1]!)
    }
    expect(nonces.size).toBe(600)
  })

  // The headers every kind of answer carries are checked in header-matrix.test.ts.

  it('HSTS for a year only over HTTPS', async () => {
    expect((await html(app)).headers.get('strict-transport-security')).toBeNull()
    expect((await html(secure)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  it('under HTTPS the language cookie is Secure', async () => {
    expect((await html(secure)).headers.get('set-cookie')).toBe(
      'lang=en; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    )
  })
})
