import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiProxy } from '#server/edge/api-proxy'
import type { EdgeEnv } from '#server/edge/context'
import { cookies } from '#server/edge/cookies'
import { session } from '#server/edge/session'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { eventReader, newStaff, type OperatorClient, operatorClient } from '#tests/support/operator'
import { line, pickup } from '#tests/support/shop'

// The browser's way to the operator API: the edge keeps the staff token in its own HttpOnly
// cookie, sends it as a Bearer header to /api/operator/* only, and streams the event feed through.
const ORIGIN = 'https://shop.example'
const CLIENT_IP = '203.0.113.77'
const ENGINES = await engines()

describe.each(ENGINES)('the edge and the operator API on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let edge: Hono<EdgeEnv>
  beforeAll(() => {
    op = operatorClient(t, { deps: { heartbeatMs: 60_000 } })
    const jar = cookies(true)
    edge = new Hono<EdgeEnv>()
    edge.use(session(jar))
    edge.all('/api/*', apiProxy({ api: op.api, cookies: jar, clientIp: () => CLIENT_IP }))
  })

  const browser = (path: string, cookie: string, init: RequestInit = {}) =>
    edge.request(`${ORIGIN}${path}`, {
      ...init,
      headers: { Cookie: cookie, 'Content-Type': 'application/json', ...init.headers },
    })
  const signIn = async (email: string, password: string) => {
    const response = await browser('/api/operator/sign-in', '', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    })
    expect(response.status).toBe(200)
    return response
  }

  it('keeps the staff token in a __Host- HttpOnly cookie of its own, never in the body', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const response = await signIn(member.email, member.password)
    const cookie = response.headers.get('set-cookie')!
    expect(cookie).toMatch(
      /^__Host-staff_token=[\w-]{43}; Max-Age=604800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({ data: expect.objectContaining({ email: member.email }) })
    expect(JSON.stringify(body)).not.toContain(cookie.split(';')[0]!.split('=')[1])
    // The address the edge saw is the one the audit log keeps.
    const [entry] = (await op.audited('auth.signed_in')).filter((r) => r.staffId === member.id)
    expect(entry?.ip).toBe(CLIENT_IP)
  })

  it('sends each session only to its own side', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const staffCookie = (await signIn(member.email, member.password)).headers
      .get('set-cookie')!
      .split(';')[0]!
    const customer = await op.signUp()
    const customerCookie = `__Host-auth_token=${customer.token}`
    const both = `${staffCookie}; ${customerCookie}`

    expect((await browser('/api/operator/me', staffCookie)).status).toBe(200)
    expect((await browser('/api/operator/me', both)).status).toBe(200)
    expect((await browser('/api/get-profile', both)).status).toBe(200)
    // A customer cookie opens no operator route, a staff cookie no customer route.
    expect((await browser('/api/operator/me', customerCookie)).status).toBe(401)
    expect((await browser('/api/get-profile', staffCookie)).status).toBe(401)
    // And a Bearer header a page script might send is dropped for the cookie's.
    const forged = await browser('/api/operator/me', customerCookie, {
      headers: { Authorization: `Bearer ${staffCookie.split('=')[1]}` },
    })
    expect(forged.status).toBe(401)
  })

  it('drops the staff cookie on sign-out and when the session is gone', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const staffCookie = (await signIn(member.email, member.password)).headers
      .get('set-cookie')!
      .split(';')[0]!
    const out = await browser('/api/operator/sign-out', staffCookie, { method: 'POST', body: '{}' })
    expect(out.status).toBe(200)
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-staff_token=; Max-Age=0; Path=\/;/)
    const stale = await browser('/api/operator/me', staffCookie)
    expect(stale.status).toBe(401)
    expect(stale.headers.get('set-cookie')).toMatch(/^__Host-staff_token=; Max-Age=0/)
  })

  it('streams the event feed through as it happens', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const staffCookie = (await signIn(member.email, member.password)).headers
      .get('set-cookie')!
      .split(';')[0]!
    const response = await browser('/api/operator/events', staffCookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const events = eventReader(response)
    try {
      await events.until('ready')
      const customer = await op.signUp()
      const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
      await events.until('order.created', (e) => e.data.orderId === order.id, 1000)
    } finally {
      await events.close()
    }
  })
})
