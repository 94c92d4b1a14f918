import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCatalogStore } from '#server/api/catalog/store'
import { openDatabase } from '#server/db/client'
import { idempotencyKeys, orders } from '#server/db/schema'
import { seed } from '#server/db/seed'
import { apiLanguage, LANGS, type Lang } from '#shared/locales'
import { apiMessage, expectApiError, type Reply, send } from '#tests/support/api'
import {
  type Customer,
  delivery,
  line,
  manyOpenOrders,
  newKey,
  type Placed,
  shopClient,
} from '#tests/support/shop'

// security.md DEG-08 on PGlite, which runs one query at a time: a tiny queue, a burst far past it.
const QUEUE_LIMIT = 2
const BURST = 48

const handle = await openDatabase({ dataDir: 'memory://', queueLimit: QUEUE_LIMIT })
await seed(handle.db)
const catalog = createCatalogStore(handle.db)
const shop = shopClient({ db: handle.db, catalog, jobs: handle.jobs })
// Twelve open orders for each of four customers.
await manyOpenOrders({ db: handle.db, catalog })

type Attempt = { customer: Customer; key: string; lang: Lang }

const placeIn = (attempt: Attempt) =>
  send<Placed>(shop.api, '/api/orders', {
    method: 'POST',
    lang: apiLanguage(attempt.lang),
    headers: {
      Authorization: `Bearer ${attempt.customer.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': attempt.key,
    },
    body: JSON.stringify(delivery([line('set-sakura'), line('edamame', 2)])),
  })

const keysFor = (keys: string[]) =>
  handle.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys))

describe('a burst of orders against a full database queue', () => {
  const attempts: Attempt[] = []
  let replies: Reply<Placed>[] = []

  beforeAll(async () => {
    // One at a time, so the queue never refuses them.
    const customers: Customer[] = []
    for (let i = 0; i < 4; i++) customers.push(await shop.signUp())
    for (let i = 0; i < BURST; i++) {
      attempts.push({ customer: customers[i % 4]!, key: newKey(), lang: LANGS[i % 4]! })
    }
    replies = await Promise.all(attempts.map(placeIn))
  })
  afterAll(() => handle.close())

  it('answers every request 201 or 503: some of each, nothing else', () => {
    const statuses = replies.map((r) => r.status)
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([])
    expect(statuses).toContain(201)
    expect(statuses).toContain(503)
  })

  it("refuses with Retry-After, never stored, in the spec's error shape and the client's language", () => {
    replies.forEach((reply, i) => {
      if (reply.status !== 503) return
      expectApiError(reply, 503, apiMessage(attempts[i]!.lang, 'unavailable'))
      expect(reply.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
      expect(reply.headers.get('cache-control')).toBe('no-store')
    })
    const refusedIn = new Set(
      attempts.filter((_, i) => replies[i]!.status === 503).map((a) => a.lang),
    )
    expect([...refusedIn].sort()).toEqual([...LANGS].sort())
  })

  it('keeps exactly the orders it accepted: a refused one left no order and no key', async () => {
    const accepted = replies.flatMap((r) => (r.status === 201 ? [r.body.data.order.id] : []))
    const rows = await handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.customerId,
          attempts.map((a) => a.customer.id),
        ),
      )
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(accepted.sort((a, b) => a - b))
    const keys = await keysFor(attempts.map((a) => a.key))
    const acceptedKeys = attempts.filter((_, i) => replies[i]!.status === 201).map((a) => a.key)
    expect(keys.map((k) => k.key).sort()).toEqual(acceptedKeys.sort())
  })

  it('a refused order sent again with its key is placed once', async () => {
    const refused = attempts.filter((_, i) => replies[i]!.status === 503)
    for (const attempt of refused) {
      const again = await placeIn(attempt)
      expect(again.status, again.text).toBe(201)
    }
    const keys = await keysFor(attempts.map((a) => a.key))
    expect(keys).toHaveLength(BURST)
    expect(new Set(keys.map((k) => k.orderId)).size).toBe(BURST)
  })
})
