import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { STAFF_ROLES, type StaffRole } from '#shared/staff'
import { documentedRoutes, expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { staffToken } from '#tests/support/shop'

const ENGINES = await engines()

// Every operator route with its least role. A route added without being declared here (and in its
// contract endpoint's `staff(role)` in shared/contract/operator) fails the first test below.
const ROUTES: Record<string, StaffRole | 'public'> = {
  'POST /api/operator/sign-in': 'public',
  'POST /api/operator/sign-out': 'courier',
  'GET /api/operator/me': 'courier',
  'POST /api/operator/me/password': 'courier',
  'POST /api/operator/me/totp': 'courier',
  'POST /api/operator/me/totp/confirm': 'courier',
  'GET /api/operator/orders': 'kitchen',
  'GET /api/operator/orders/:id': 'kitchen',
  'POST /api/operator/orders/:id/status': 'kitchen',
  'POST /api/operator/orders/:id/printed': 'kitchen',
  'POST /api/operator/orders/:id/cancel': 'kitchen',
  'POST /api/operator/orders/:id/fix': 'kitchen',
  'POST /api/operator/orders/:id/later': 'kitchen',
  'POST /api/operator/orders/:id/refund': 'manager',
  'POST /api/operator/orders/:id/confirm': 'manager',
  'GET /api/operator/couriers': 'kitchen',
  'GET /api/operator/customers': 'kitchen',
  'POST /api/operator/phone-orders/quote': 'kitchen',
  'POST /api/operator/phone-orders': 'kitchen',
  'POST /api/operator/orders/:id/courier': 'kitchen',
  'GET /api/operator/deliveries': 'courier',
  'POST /api/operator/deliveries/:id/delivered': 'courier',
  'GET /api/operator/events': 'courier',
  'GET /api/operator/staff': 'admin',
  'POST /api/operator/staff': 'admin',
  'POST /api/operator/staff/:id': 'admin',
  'POST /api/operator/staff/:id/password': 'admin',
  'POST /api/operator/staff/:id/totp/reset': 'admin',
  'GET /api/operator/audit': 'admin',
  'GET /api/operator/customers/:id/data': 'admin',
  'POST /api/operator/customers/:id/delete': 'admin',
  'GET /api/operator/menu': 'kitchen',
  'POST /api/operator/products/:id/availability': 'kitchen',
  'POST /api/operator/modifier-options/:id/availability': 'kitchen',
  'POST /api/operator/products': 'manager',
  'POST /api/operator/products/:id': 'manager',
  'POST /api/operator/products/:id/modifier-groups': 'manager',
  'POST /api/operator/categories': 'manager',
  'POST /api/operator/categories/:id': 'manager',
  'GET /api/operator/promotions': 'kitchen',
  'POST /api/operator/promotions': 'manager',
  'POST /api/operator/promotions/:id': 'manager',
  'GET /api/operator/offers': 'manager',
  'POST /api/operator/offers': 'manager',
  'POST /api/operator/offers/:id': 'manager',
  'POST /api/operator/offers/:id/codes': 'manager',
  'GET /api/operator/offers/:id/codes.csv': 'manager',
  'GET /api/operator/site': 'kitchen',
  'POST /api/operator/site/options': 'manager',
  'POST /api/operator/site/settings': 'manager',
  'POST /api/operator/site/order_limits': 'manager',
  'POST /api/operator/site/retention': 'admin',
  'POST /api/operator/site/trader': 'admin',
  'GET /api/operator/legal': 'admin',
  'POST /api/operator/legal/:doc': 'admin',
  'GET /api/operator/regions': 'kitchen',
  'POST /api/operator/regions': 'manager',
  'POST /api/operator/regions/:id': 'manager',
  'GET /api/operator/restaurants': 'kitchen',
  'POST /api/operator/restaurants': 'manager',
  'POST /api/operator/restaurants/:id': 'manager',
  'GET /api/operator/kitchens': 'kitchen',
  'POST /api/operator/kitchens/:id': 'manager',
  'GET /api/operator/kitchens/:id/devices': 'manager',
  'POST /api/operator/kitchens/:id/device-codes': 'manager',
  'DELETE /api/operator/kitchen-devices/:id': 'manager',
  'GET /api/operator/redirects': 'manager',
  'POST /api/operator/redirects': 'manager',
  'POST /api/operator/redirects/:id': 'manager',
  'DELETE /api/operator/redirects/:id': 'manager',
  'POST /api/operator/modifier-options/:id': 'manager',
  'POST /api/operator/products/:id/image': 'manager',
  'DELETE /api/operator/products/:id/image': 'manager',
  'POST /api/operator/categories/:id/image': 'manager',
  'DELETE /api/operator/categories/:id/image': 'manager',
  'POST /api/operator/promotions/:id/image': 'manager',
  'DELETE /api/operator/promotions/:id/image': 'manager',
  'POST /api/operator/site/banner': 'manager',
  'DELETE /api/operator/site/banner': 'manager',
  'GET /api/operator/dashboard': 'manager',
  'GET /api/operator/invoices': 'manager',
  'POST /api/operator/orders/:id/invoice': 'manager',
  'GET /api/operator/invoices/export': 'manager',
  'GET /api/operator/invoices/:id': 'manager',
  'POST /api/operator/invoices/settings': 'admin',
  'GET /api/operator/dashboard.csv': 'manager',
}
const GUARDED = Object.entries(ROUTES).filter(
  (entry): entry is [string, StaffRole] => entry[1] !== 'public',
)
const rank = (role: StaffRole) => STAFF_ROLES.indexOf(role)

describe.each(ENGINES)('operator roles on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t, { deps: { heartbeatMs: 60_000 } })
  })

  /** The status a route answers: the body is dropped unread (the event stream never ends). */
  const statusOf = async (route: string, token: string | null) => {
    const [method, path] = route.split(' ') as [string, string]
    const doc = documentedRoutes(op.api).find(
      (d) => d.method === method.toLowerCase() && `/api${d.path}` === path,
    )
    // The body the route takes: an upload is multipart, the rest JSON.
    const body = doc?.upload ? new FormData() : '{}'
    // Ids nobody has: a call that gets through changes nothing.
    const response = await op.api.request(path.replace(':id', '999999'), {
      method,
      headers: {
        ...(token === null ? {} : { Authorization: `Bearer ${token}` }),
        ...(method === 'POST' && !doc?.upload ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body } : {}),
    })
    await response.body?.cancel()
    return response.status
  }

  it('declares a least role on every operator route, and documents it', () => {
    const registered = new Set(
      op.api.routes
        .filter((r) => r.path.startsWith('/api/operator/') && r.method !== 'ALL')
        .map((r) => `${r.method} ${r.path}`),
    )
    expect([...registered].sort()).toEqual(Object.keys(ROUTES).sort())
    // The document is built once: building it per route took half a minute on a busy machine.
    const documented = documentedRoutes(op.api)
    for (const [route, role] of Object.entries(ROUTES)) {
      const [method, path] = route.split(' ') as [string, string]
      const doc = documented.find(
        (d) => d.method === method.toLowerCase() && `/api${d.path}` === path,
      )
      expect(doc, route).toBeDefined()
      expect(doc!.role ?? 'public', route).toBe(role)
      expect(doc!.auth ?? false, route).toBe(role === 'public' ? false : 'staff')
    }
  })

  it.each(GUARDED)('%s: 401 without a staff session, 403 below %s', async (route, role) => {
    const customer = await op.signUp()
    expect(await statusOf(route, null), 'no token').toBe(401)
    expect(await statusOf(route, customer.token), 'customer token').toBe(401)
    for (const other of STAFF_ROLES) {
      const token = await staffToken(t.db, other, op.clock.now)
      const status = await statusOf(route, token)
      if (rank(other) < rank(role)) expect(status, other).toBe(403)
      else expect([401, 403], other).not.toContain(status)
    }
  })

  it('answers 401 and 403 in the spec shape, in the request language, never cached', async () => {
    const kitchen = await staffToken(t.db, 'kitchen', op.clock.now)
    const forbidden = await op.json('GET', '/api/operator/staff', kitchen)
    expectApiError(forbidden, 403, en.operator.forbidden)
    expect(forbidden.headers.get('cache-control')).toBe('no-store')
    const unauthorized = await op.json('GET', '/api/operator/staff', null)
    expectApiError(unauthorized, 401, en.auth.unauthorized)
    expect(unauthorized.headers.get('cache-control')).toBe('no-store')
  })

  it('a staff token is no customer token: every customer route answers 401', async () => {
    const admin = await staffToken(t.db, 'admin', op.clock.now)
    const customerRoutes = documentedRoutes(op.api).filter((d) => d.auth === true)
    expect(customerRoutes.length).toBeGreaterThanOrEqual(10)
    for (const doc of customerRoutes) {
      const route = `${doc.method.toUpperCase()} /api${doc.path}`
      expect(await statusOf(route, admin), route).toBe(401)
    }
  })
})
