import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import en from '#locales/en.json'
import type { Api } from '#server/api'
import type { CatalogStore } from '#server/api/catalog/store'
import { createStaffSession } from '#server/api/operator/staff/sessions'
import { setUpViva } from '#server/api/payments/setup'
import type { Database } from '#server/db/client'
import { bonusLedger, customers, orderEvents, orders, siteValues, staff } from '#server/db/schema'
import modifierGroups from '#server/db/seed/data/modifierGroups.json'
import regions from '#server/db/seed/data/regions.json'
import restaurants from '#server/db/seed/data/restaurants.json'
import site from '#server/db/seed/data/site.json'
import type { JobStore } from '#server/jobs/queue'
import type { AnswerOf } from '#shared/api-client'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { formatPrice } from '#shared/money'
import type { StaffRole } from '#shared/staff'
import { type Reply, send } from './api'
import { type AuthClientOptions, authClient, newPhone } from './auth'
import { seedProduct } from './seed'

// The checkout as a customer, the payment provider's hosted page and the kitchen see it: the API
// with the Viva simulator wired like server/node.ts does, a fixed clock and staff sessions.

export const ORIGIN = 'https://shop.example'

/** Tuesday 24 November 2026, 12:00 in Sofia (UTC+2): every kitchen is open, far from closing. */
export const NOON = new Date('2026-11-24T10:00:00Z')
/** Wednesday 25 November 2026, 03:00 in Sofia: every kitchen is closed. */
export const NIGHT = new Date('2026-11-25T01:00:00Z')

export const RULES = {
  cashbackPercent: site.bonusRules.cashbackPercent,
  spendCapPercent: site.bonusRules.spendCapPercent,
  welcomeBonus: site.bonusRules.welcomeBonus,
  referralBonus: site.bonusRules.referralBonus,
  reviewBonus: site.bonusRules.reviewBonus,
  birthdayBonus: site.bonusRules.birthdayBonus,
  birthdayDays: site.bonusRules.birthdayDays,
}

// Rows are inserted in file order into fresh tables: an id is the position in the file plus one.
const OPTIONS = modifierGroups.flatMap((group) => group.options)

export function seedOption(slug: string) {
  const index = OPTIONS.findIndex((o) => o.slug === slug)
  if (index < 0) throw new Error(`no seed modifier option ${slug}`)
  return { ...OPTIONS[index]!, id: index + 1 }
}

export function seedRegion(slug: string) {
  const index = regions.findIndex((r) => r.slug === slug)
  if (index < 0) throw new Error(`no seed region ${slug}`)
  return { ...regions[index]!, id: index + 1 }
}

export function seedRestaurant(slug: string) {
  const index = restaurants.findIndex((r) => r.slug === slug)
  if (index < 0) throw new Error(`no seed restaurant ${slug}`)
  return { ...restaurants[index]!, id: index + 1 }
}

export const CENTER = seedRegion('center')

export type CartLineBody = {
  id: number
  quantity: number
  currentPrice: number
  modifiers: { id: number; quantity: number; currentPrice: number }[]
}

/**
 * A cart line as a tampering client sends it: the product at 1 cent, its modifiers free. The
 * modifiers are option slugs with their quantities.
 */
export function line(
  slug: string,
  quantity = 1,
  modifiers: Record<string, number> = {},
): CartLineBody {
  return {
    id: seedProduct(slug).id,
    quantity,
    currentPrice: 1,
    modifiers: Object.entries(modifiers).map(([option, n]) => ({
      id: seedOption(option).id,
      quantity: n,
      currentPrice: 0,
    })),
  }
}

/** One unit of a product with its modifiers at the seed's prices, in cents. */
export function catalogUnit(slug: string, modifiers: Record<string, number> = {}): number {
  return Object.entries(modifiers).reduce(
    (sum, [option, n]) => sum + seedOption(option).price * n,
    seedProduct(slug).price,
  )
}

export type OrderBody = Record<string, unknown> & { lines: CartLineBody[] }

/** A cash delivery to the center zone, ASAP. */
export function delivery(lines: CartLineBody[], overrides: Record<string, unknown> = {}) {
  return {
    lines,
    orderType: 'delivery',
    regionId: CENTER.id,
    address: { street: '22 Graf Ignatiev St', entrance: 'A', floor: '3', apartment: '7' },
    paymentType: 'cash',
    ...overrides,
  } as OrderBody
}

/** A cash pickup at the center restaurant, ASAP. */
export function pickup(lines: CartLineBody[], overrides: Record<string, unknown> = {}) {
  return {
    lines,
    orderType: 'pickup',
    restaurantId: seedRestaurant('center').id,
    paymentType: 'cash',
    ...overrides,
  } as OrderBody
}

export const newKey = () => randomUUID()

/**
 * Lets one customer keep many orders open to pay at the door (the default is 3), for tests about
 * something else whose customer orders again and again: the kitchen's queue, remembered addresses.
 */
export async function manyOpenOrders(base: { db: Database; catalog: CatalogStore }) {
  const value = { ...DEFAULT_ORDER_LIMITS, maxOpenCashOrders: 50 }
  await base.db
    .insert(siteValues)
    .values({ key: 'order_limits', value })
    .onConflictDoUpdate({ target: siteValues.key, set: { value } })
  base.catalog.invalidate()
}

/** An `order.*` message of locales/en.json; money parameters are given in cents. */
export function orderMessage(
  key: Exclude<keyof typeof en.order, 'sms'>,
  params: Record<string, string | number> = {},
  money: Record<string, number> = {},
): string {
  const all: Record<string, string | number> = { ...params }
  for (const [name, cents] of Object.entries(money)) all[name] = formatPrice(cents, 'en')
  return en.order[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(all[name]))
}

/** The answer to a placed order (POST /api/orders): the order, and where to pay a card order. */
export type Placed = AnswerOf<'post', '/api/orders'>

export type Customer = { id: number; phone: string; token: string; referralCode: string }

/** Where a redirect sends the browser, read against the shop's origin. */
export function location(reply: Reply | Response): URL {
  const value = reply.headers.get('location')
  if (!value) throw new Error(`no Location header (status ${reply.status})`)
  return new URL(value, ORIGIN)
}

let staffCounter = 0

/**
 * A staff member of `role` with a live session: the token. The account has no usable password
 * (the sign-in itself is tested in tests/api/operator-sign-in.test.ts), which keeps helpers fast.
 */
export async function staffToken(db: Database, role: StaffRole, now: Date): Promise<string> {
  return (await staffMember(db, role, now)).token
}

/** A new member of `role` with a session: their id and token. */
export async function staffMember(db: Database, role: StaffRole, now: Date) {
  staffCounter += 1
  const [member] = await db
    .insert(staff)
    .values({
      email: `${role}-${staffCounter}-${randomUUID().slice(0, 8)}@staff.example`,
      name: `${role} ${staffCounter}`,
      role,
      passwordHash: '!',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: staff.id })
  return { id: member!.id, token: await createStaffSession(db, member!.id, now) }
}

/**
 * The API with card payments through the Viva simulator (its webhooks delivered to this API and
 * recorded), the operator API with staff sessions, a fixed clock at NOON and the customer's requests.
 */
export function shopClient(
  base: { db: Database; catalog: CatalogStore; jobs: JobStore },
  options: AuthClientOptions = {},
) {
  let api: Api | undefined
  /** Every webhook body the simulator sent, as it set out (before any hold). */
  const sentWebhooks: string[] = []
  /** Every webhook delivery the API answered, with its status. */
  const webhooks: { body: string; status: number }[] = []
  let gate: { promise: Promise<void>; open: () => void } | null = null
  const { viva, simulator } = setUpViva({ VIVA_MODE: 'simulator' }, ORIGIN, async (body) => {
    sentWebhooks.push(body)
    if (gate) await gate.promise
    const response = await api!.request('/api/payments/viva/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    webhooks.push({ body, status: response.status })
    return response.status
  })
  const sim = simulator!
  const a = authClient(base, { start: NOON, ...options, deps: { ...options.deps, viva } })
  api = a.api
  const { db } = base

  const bearer = (token: string | null): Record<string, string> =>
    token === null ? {} : { Authorization: `Bearer ${token}` }

  const json = <T>(
    method: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    send<T>(a.api, path, {
      method,
      lang: 'en',
      headers: {
        ...bearer(token),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  /**
   * A new customer, signed in, with only a name in the profile (an order needs one); `name: ''`
   * leaves the profile as a sign-up does, never saved.
   */
  const signUp = async ({ name = 'Ana' }: { name?: string } = {}): Promise<Customer> => {
    const phone = newPhone()
    const token = await a.signIn(phone)
    const [row] = await db
      .update(customers)
      .set({ name })
      .where(eq(customers.phone, phone))
      .returning()
    return { id: row!.id, phone, token, referralCode: row!.referralCode }
  }

  const place = (token: string, body: unknown, key: string | null = newKey()) =>
    json<Placed>('POST', '/api/orders', token, body, key === null ? {} : { 'Idempotency-Key': key })

  /** Places an order that must be accepted; answers it. */
  const placed = async (token: string, body: unknown) => {
    const reply = await place(token, body)
    expect(reply.status, reply.text).toBe(201)
    return reply.body.data
  }

  const tokens = new Map<StaffRole, Promise<string>>()
  /** The session token of this client's staff member of `role` (made on first use). */
  const staffOf = (role: StaffRole = 'kitchen') => {
    let token = tokens.get(role)
    if (!token) {
      token = staffToken(db, role, a.clock.now)
      tokens.set(role, token)
    }
    return token
  }

  /** A cancellation, with its reason, as a manager sends it (a paid card order needs one). */
  const cancel = async (orderId: number, reason = 'The customer called to cancel') =>
    json<AnswerOf<'post', '/api/operator/orders/{id}/cancel'>>(
      'POST',
      `/api/operator/orders/${orderId}/cancel`,
      await staffOf('manager'),
      { reason },
    )

  let courier: Promise<{ id: number }> | undefined
  /** Hands a delivery to this client's courier, as the kitchen does before it goes. */
  const handToCourier = async (orderId: number) => {
    courier ??= staffMember(db, 'courier', a.clock.now)
    const handed = await json('POST', `/api/operator/orders/${orderId}/courier`, await staffOf(), {
      courierId: (await courier).id,
    })
    expect(handed.status, handed.text).toBe(200)
  }

  /**
   * The kitchen moves an order to `status`; `cancelled` goes through the cancel action (with a
   * reason), `on_the_way` after handing it to a courier. `token` is the staff session to use: the
   * kitchen's by default, null for none (and then nothing is done first).
   */
  const operator = async (orderId: number, status: string, token?: string | null) => {
    const bearer = token === undefined ? await staffOf() : token
    if (status === 'cancelled' && token === undefined) return cancel(orderId)
    if (status === 'on_the_way' && token === undefined) {
      const order = await orderRow(db, orderId)
      if (order?.orderType === 'delivery' && order.courierId === null) await handToCourier(orderId)
    }
    return json<AnswerOf<'post', '/api/operator/orders/{id}/status'>>(
      'POST',
      `/api/operator/orders/${orderId}/status`,
      bearer,
      { status },
    )
  }

  /** The kitchen moves an order through `statuses`, each accepted. */
  const advance = async (orderId: number, ...statuses: string[]) => {
    for (const status of statuses) {
      const reply = await operator(orderId, status)
      expect(reply.status, `${status}: ${reply.text}`).toBe(200)
    }
  }

  /** Opens the hosted page and presses a button on it; answers where Viva sends the browser. */
  const press = async (redirectUrl: string, action: 'approve' | 'decline' | 'cancel') => {
    const url = new URL(redirectUrl)
    expect(url.origin).toBe(ORIGIN)
    const path = url.pathname + url.search
    const page = await sim.app.request(path)
    expect(page.status).toBe(200)
    const pressed = await sim.app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action }).toString(),
    })
    expect(pressed.status).toBe(302)
    const back = location(pressed)
    expect(back.origin).toBe(ORIGIN)
    return back
  }

  /** The browser arrives back at the shop from Viva; answers where the shop sends it. */
  const land = async (back: URL) => {
    const reply = await a.api.request(back.pathname + back.search)
    expect(reply.status).toBe(302)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    return location(reply)
  }

  /** Pays on the hosted page, comes back, and lets the webhooks arrive: the page landed on. */
  const payByCard = async (redirectUrl: string, action: 'approve' | 'decline' = 'approve') => {
    const page = await land(await press(redirectUrl, action))
    await sim.pendingDeliveries()
    return page
  }

  /** Webhooks wait until released (the customer's return can then go first, or race them). */
  const holdWebhooks = () => {
    let open = () => {}
    const promise = new Promise<void>((resolve) => {
      open = resolve
    })
    gate = { promise, open }
  }
  const releaseWebhooks = () => {
    const held = gate
    gate = null
    held?.open()
  }
  /** Waits (a few seconds at most) until `n` webhook deliveries have been answered. */
  const webhooksAnswered = async (n: number) => {
    for (let i = 0; i < 500 && webhooks.length < n; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(webhooks.length).toBeGreaterThanOrEqual(n)
  }

  /** A webhook POST as the edge passes it on, from `source` (the caller's address) if given. */
  const postWebhook = (body: string, source?: string) =>
    a.api.request('/api/payments/viva/webhook', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(source ? { 'x-client-ip': source } : {}),
      },
      body,
    })

  /** A cash order, completed by the kitchen and reviewed: the customer has spendable bonuses. */
  const earnBonuses = async (customer: Customer) => {
    const { order } = await placed(customer.token, delivery([line('set-sakura')]))
    await advance(order.id, 'accepted', 'cooking', 'on_the_way', 'completed')
    const review = await json('POST', `/api/orders/${order.id}/review`, customer.token, {
      rating: 5,
    })
    expect(review.status, review.text).toBe(200)
    return order
  }

  return {
    ...a,
    db,
    simulator: sim,
    webhooks,
    sentWebhooks,
    signUp,
    json,
    place,
    placed,
    quote: (token: string, body: unknown) =>
      json<AnswerOf<'post', '/api/orders/quote'>>('POST', '/api/orders/quote', token, body),
    order: (token: string, id: number) =>
      json<AnswerOf<'get', '/api/orders/{id}'>>('GET', `/api/orders/${id}`, token),
    orders: (token: string) => json<AnswerOf<'get', '/api/orders'>>('GET', '/api/orders', token),
    retry: (token: string, id: number) =>
      json<AnswerOf<'post', '/api/orders/{id}/pay'>>('POST', `/api/orders/${id}/pay`, token, {}),
    review: (token: string, id: number, body: unknown) =>
      json<AnswerOf<'post', '/api/orders/{id}/review'>>(
        'POST',
        `/api/orders/${id}/review`,
        token,
        body,
      ),
    bonuses: (token: string) => json<AnswerOf<'get', '/api/bonuses'>>('GET', '/api/bonuses', token),
    addresses: (token: string | null) =>
      json<AnswerOf<'get', '/api/addresses'>>('GET', '/api/addresses', token),
    renameAddress: (token: string | null, id: string, body: unknown) =>
      json<AnswerOf<'post', '/api/addresses/{id}'>>('POST', `/api/addresses/${id}`, token, body),
    deleteAddress: (token: string | null, id: string) =>
      json<AnswerOf<'delete', '/api/addresses/{id}'>>('DELETE', `/api/addresses/${id}`, token),
    referral: (token: string) =>
      json<AnswerOf<'get', '/api/referral'>>('GET', '/api/referral', token),
    operator,
    cancel,
    staffOf,
    advance,
    press,
    land,
    payByCard,
    holdWebhooks,
    releaseWebhooks,
    webhooksAnswered,
    postWebhook,
    earnBonuses,
  }
}

export type ShopClient = ReturnType<typeof shopClient>

/** Rows of the order's status history with this status. */
export async function eventCount(db: Database, orderId: number, status: string) {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, status)))
  return rows[0]!.n
}

/** The ledger rows of one customer, oldest first. */
export async function ledgerOf(db: Database, customerId: number) {
  return db
    .select()
    .from(bonusLedger)
    .where(eq(bonusLedger.customerId, customerId))
    .orderBy(bonusLedger.id)
}

/** The sum of the available ledger rows: what the customer can spend. */
export async function availableSum(db: Database, customerId: number) {
  const rows = await ledgerOf(db, customerId)
  return rows.filter((r) => r.status === 'available').reduce((sum, r) => sum + r.amount, 0)
}

export async function orderRow(db: Database, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId))
  return row
}

export async function ordersOf(db: Database, customerId: number) {
  return db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(orders.id)
}
