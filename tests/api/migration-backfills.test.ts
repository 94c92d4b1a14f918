import { readdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { emptyPostgresDatabase, engines } from '#tests/support/databases'

// The hand-written backfills of a migration, run on rows the versions before it left behind.

const FOLDER = new URL('../../server/db/migrations/', import.meta.url)
const FILES = readdirSync(FOLDER)
  .filter((f) => f.endsWith('.sql'))
  .sort()

type Run = (statement: string) => Promise<Record<string, unknown>[]>

/** Applies the migration files before `name` (or `name` itself with `including`). */
async function migrate(run: Run, until: string, including = false) {
  for (const file of FILES) {
    if (file > until || (file === until && !including)) continue
    if (including && file !== until) continue
    const text = readFileSync(new URL(file, FOLDER), 'utf8')
    for (const statement of text.split('--> statement-breakpoint')) {
      if (statement.trim()) await run(statement)
    }
  }
}

async function openRaw(engine: string): Promise<{ run: Run; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await PGlite.create()
    return {
      run: async (statement) => (await db.query<Record<string, unknown>>(statement)).rows,
      close: () => db.close(),
    }
  }
  const created = await emptyPostgresDatabase()
  const client = new pg.Client({ connectionString: created.url })
  await client.connect()
  return {
    run: async (statement) => (await client.query(statement)).rows,
    close: async () => {
      await client.end()
      await created.drop()
    },
  }
}

const ORDER_KITCHEN = FILES.find((f) => f.endsWith('_order_kitchen.sql'))!
const OFFER_CODES = FILES.find((f) => f.endsWith('_offer_codes.sql'))!

describe.each(await engines())('migration backfills on %s', (engine) => {
  it('gives every zone a kitchen and every old delivery order its zone’s restaurant', async () => {
    const { run, close } = await openRaw(engine)
    try {
      await migrate(run, ORDER_KITCHEN)
      const place = (slug: string, sort: number) =>
        run(`insert into restaurants (slug, sort, name, address, phone, lat, lng, hours)
             values ('${slug}', ${sort}, '{}', '{}', '+359', 0, 0, '[]') returning id`)
      const [second] = await place('mladost', 20)
      const [first] = await place('center', 10)
      const zone = async (slug: string) =>
        (
          await run(`insert into regions (slug, name, delivery_fee, min_order, free_delivery_from, eta_minutes)
                     values ('${slug}', '{}', 0, 0, 0, 40) returning id`)
        )[0]!.id
      const mladost = await zone('mladost')
      const lyulin = await zone('lyulin')
      await run(`insert into customers (phone, referral_code) values ('359881230001', 'abc')`)
      const order = (type: string, region: unknown, restaurant: unknown) =>
        run(`insert into orders (customer_id, status, order_type, region_id, restaurant_id, payment_type,
               lang, subtotal, delivery_fee, total, created_at, updated_at)
             values (1, 'new', '${type}', ${region}, ${restaurant}, 'cash', 'bg', 100, 0, 100, now(), now())
             returning id`)
      const [toMladost] = await order('delivery', mladost, 'null')
      const [toLyulin] = await order('delivery', lyulin, 'null')
      const [pickedUp] = await order('pickup', 'null', second!.id)

      await migrate(run, ORDER_KITCHEN, true)

      const zones = await run('select slug, restaurant_id from regions order by slug')
      expect(zones).toEqual([
        { slug: 'lyulin', restaurant_id: first!.id },
        { slug: 'mladost', restaurant_id: second!.id },
      ])
      const kitchens = await run('select id, restaurant_id from orders order by id')
      expect(kitchens).toEqual([
        { id: toMladost!.id, restaurant_id: second!.id },
        { id: toLyulin!.id, restaurant_id: first!.id },
        { id: pickedUp!.id, restaurant_id: second!.id },
      ])
    } finally {
      await close()
    }
  })

  it('gives the offers of an order placed before their terms were kept their value and category', async () => {
    const { run, close } = await openRaw(engine)
    try {
      await migrate(run, OFFER_CODES)
      const offer = async (kind: string, value: number, category: string) =>
        (
          await run(`insert into offers (name, kind, value, category_id, code)
                     values ('{}', '${kind}', ${value}, ${category}, null) returning id`)
        )[0]!.id as number
      await run(
        `insert into categories (slug, name, description, sort) values ('sets', '{}', '{}', 1)`,
      )
      const percent = await offer('order_percent', 10, 'null')
      const sets = await offer('category_percent', 20, '1')
      await run(`insert into customers (phone, referral_code) values ('359881230001', 'abc')`)
      const applied = (id: number, amount: number) =>
        `{"offerId": ${id}, "name": {}, "kind": "x", "code": null, "amount": ${amount}}`
      await run(`insert into orders (customer_id, status, order_type, payment_type, lang, subtotal,
                   delivery_fee, total, created_at, updated_at, promised_at, offers)
                 values (1, 'new', 'pickup', 'cash', 'bg', 100, 0, 100, now(), now(), now(),
                   '[${applied(sets, 5)}, ${applied(percent, 7)}]'),
                        (1, 'new', 'pickup', 'cash', 'bg', 100, 0, 100, now(), now(), now(), '[]')`)

      await migrate(run, OFFER_CODES, true)

      const rows = await run('select offers from orders order by id')
      expect(rows.map((r) => r.offers)).toEqual([
        [
          expect.objectContaining({ offerId: sets, amount: 5, value: 20, categoryId: 1 }),
          expect.objectContaining({ offerId: percent, amount: 7, value: 10, categoryId: null }),
        ],
        [],
      ])
    } finally {
      await close()
    }
  })
})
