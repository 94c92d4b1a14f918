import { eq, isNotNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '#server/db/schema'
import { photo } from '#tests/support/pictures'
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

  it('a cross-site text/plain POST /api/logout is refused and the session cookie stays', async () => {
    const test = await createTestApp()
    const { cookie } = await signInAtEdge(test, '359887001717')
    const forged = await test.app.request('https://shop.example/api/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Cookie: cookie, Origin: 'https://evil.example' },
      body: 'x',
    })
    expect(forged.status).toBe(403)
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

describe('a write from another site is refused (CSRF)', () => {
  let test: Awaited<ReturnType<typeof createTestApp>>
  let staffCookie: string
  let customerCookie: string
  let dishId: number
  beforeAll(async () => {
    test = await createTestApp()
    staffCookie = await staffClient(test).staffCookie('manager')
    customerCookie = (await signInAtEdge(test, '359887001718')).cookie
    const [dish] = await test.database.db.select().from(products).where(isNotNull(products.image))
    dishId = dish!.id
  })
  const imagePath = () => `https://shop.example/api/operator/products/${dishId}/image`
  const imageNow = async () =>
    (await test.database.db.select().from(products).where(eq(products.id, dishId)))[0]!.image
  const upload = async () => {
    const form = new FormData()
    form.set(
      'file',
      new Blob([new Uint8Array(await photo('jpeg'))], { type: 'image/jpeg' }),
      'x.jpg',
    )
    return form
  }

  const OTHER_SITES: Record<string, string>[] = [
    { Origin: 'https://evil.example' },
    { 'Sec-Fetch-Site': 'cross-site' },
    // A sibling subdomain is "same-site": SameSite=Lax cookies go with it.
    { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.shop.example' },
    { Origin: 'null' },
  ]

  it.each(OTHER_SITES)(
    'a multipart upload and a DELETE with the staff cookie from %o: 403',
    async (from) => {
      const before = await imageNow()
      const posted = await test.app.request(imagePath(), {
        method: 'POST',
        headers: { Cookie: staffCookie, 'Accept-Language': 'en', ...from },
        body: await upload(),
      })
      expect(posted.status).toBe(403)
      expect(await posted.json()).toEqual({ message: expect.stringContaining('another site') })
      const removed = await test.app.request(imagePath(), {
        method: 'DELETE',
        headers: { Cookie: staffCookie, ...from },
      })
      expect(removed.status).toBe(403)
      expect(await imageNow()).toBe(before)
    },
  )

  it('the customer cookie too: a cross-site sign-out and profile change are 403', async () => {
    for (const path of ['/api/logout', '/api/update-profile']) {
      const forged = await test.app.request(`https://shop.example${path}`, {
        method: 'POST',
        headers: {
          Cookie: customerCookie,
          'Content-Type': 'application/json',
          Origin: 'https://evil.example',
        },
        body: JSON.stringify({ name: 'Mallory', surname: 'X' }),
      })
      expect(forged.status, path).toBe(403)
    }
    const profile = await test.app.request('https://shop.example/api/get-profile', {
      headers: { Cookie: customerCookie },
    })
    expect(profile.status).toBe(200)
  })

  it('the shop’s own pages still write: same origin, by either header', async () => {
    const removed = await test.app.request(imagePath(), {
      method: 'DELETE',
      headers: {
        Cookie: staffCookie,
        Origin: 'https://shop.example',
        'Sec-Fetch-Site': 'same-origin',
      },
    })
    expect(removed.status, await removed.text()).toBe(200)
    const posted = await test.app.request(imagePath(), {
      method: 'POST',
      headers: { Cookie: staffCookie, Origin: 'https://shop.example' },
      body: await upload(),
    })
    expect(posted.status, await posted.text()).toBe(200)
  })

  it('a caller that is no browser (Viva’s webhook, a script) names no site and reaches the API', async () => {
    const webhook = await test.app.request('https://shop.example/api/payments/viva/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(webhook.status).not.toBe(403)
  })
})
