import { describe, expect, it } from 'vitest'
import { BROWSER, createTestApp } from './app'
import { signInAtEdge } from './sign-in'
import { staffClient } from './staff'

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

describe('a refused sign-out signs nobody out', () => {
  const cleared = (response: Response, name: string) =>
    response.headers.getSetCookie().some((c) => c.startsWith(`${name}=;`) || /max-age=0/i.test(c))

  it('a cross-site text/plain POST /api/logout gets 415 and the session cookie stays', async () => {
    const test = await createTestApp()
    const { cookie } = await signInAtEdge(test, '359887001717')
    const forged = await test.app.request('https://shop.example/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Cookie: cookie, Origin: 'https://evil.example' },
      body: 'x',
    })
    expect(forged.status).toBe(415)
    expect(cleared(forged, 'auth_token')).toBe(false)
    // The session still works, and the real sign-out still clears the cookie.
    const profile = await test.app.request('https://shop.example/api/get-profile', {
      headers: { Cookie: cookie },
    })
    expect(profile.status).toBe(200)
    const logout = await test.app.request('https://shop.example/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: '{}',
    })
    expect(logout.status).toBe(200)
    expect(cleared(logout, 'auth_token')).toBe(true)
  })

  it('the same for the staff cookie on a refused sign-out', async () => {
    const test = await createTestApp()
    const cookie = await staffClient(test).staffCookie('kitchen')
    const forged = await test.app.request('https://shop.example/api/operator/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Cookie: cookie },
      body: 'x',
    })
    expect(forged.status).toBe(415)
    expect(cleared(forged, 'staff_token')).toBe(false)
  })
})
