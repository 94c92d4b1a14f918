import { expect } from 'vitest'
import type { StaffRole } from '#shared/staff'
import { newStaff } from '#tests/support/operator'
import { staffToken } from '#tests/support/shop'
import { BROWSER, type createTestApp } from './app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * Staff at the edge of `shop`: console pages as a signed-in browser asks for them, edits through
 * the operator API, and the shop's cached pages catching up with an edit.
 */
export function staffClient({ app, api, database }: TestApp) {
  /** A member of `role` signed in through the edge, as the sign-in page does: the staff cookie. */
  const staffCookie = async (role: StaffRole) => {
    const member = await newStaff(database.db, role)
    const response = await app.request('/api/operator/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    })
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('staff_token='))
    return cookie!.split(';')[0]!
  }

  /** Signs in one member of each of `roles`; answers `get(path, role)` for a page as that member. */
  const consolePages = async <R extends StaffRole>(roles: readonly R[]) => {
    const cookies = new Map<StaffRole, string>()
    for (const role of roles) cookies.set(role, await staffCookie(role))
    return (path: string, role: R) =>
      app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: cookies.get(role)! } })
  }

  /** A POST of `body` to the operator API (`/api/operator{path}`) by a new session of `role`. */
  const operatorPost = async (path: string, body: unknown, role: StaffRole = 'manager') =>
    api.request(`/api/operator${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${await staffToken(database.db, role, new Date())}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    })

  /** A shop page as an anonymous visitor reading English asks for it. */
  const shopPage = (path: string) =>
    app.request(path, { headers: { 'User-Agent': BROWSER, Cookie: 'lang=en' } })

  /** Waits for the cached shop page to show an edit (the first request after one gets the stale copy). */
  const refreshed = (path: string, shows: (html: string) => boolean) =>
    expect
      .poll(
        async () => {
          const response = await shopPage(path)
          // Read whole either way: the cache keeps a page once its stream was read to the end.
          const html = await response.text()
          return response.headers.get('x-page-cache') === 'hit' && shows(html)
        },
        { timeout: 5000 },
      )
      .toBe(true)

  return { staffCookie, consolePages, operatorPost, shopPage, refreshed }
}
