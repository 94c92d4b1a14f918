import { readdirSync, readFileSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { emptyPostgresDatabase, engines } from '../support/databases'

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
})
