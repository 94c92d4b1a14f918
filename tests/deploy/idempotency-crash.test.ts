import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, expect, it } from 'vitest'
import { CATALOG_CHANNEL } from '#server/api/catalog/changes'
import { STALE_CLAIM_MS } from '#server/api/orders/place'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { emptyPostgresDatabase } from '#tests/support/databases'
import {
  BUILT_SERVER,
  cleanUp,
  onCleanUp,
  scratchFolder,
  signedInCustomer,
  startServer,
} from '#tests/support/server-process'
import { line, newKey, pickup, seedRestaurant } from '#tests/support/shop'

// A kill -9 while orders are being placed leaves claims of Idempotency-Keys whose orders never
// committed. After a restart each key, retried with its body, places or replays its order exactly
// once: none answers 409 for ever (the checkout keeps the key, so its customer would be stuck).
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SUFFIX = 'crash-test-suffix'
const PHONE = '359887004242'
afterEach(cleanUp)

// PostgreSQL keeps every committed claim through the kill, as a shop with several instances has it.
const serve = (folder: string, databaseUrl: string) =>
  startServer(process.execPath, BUILT_SERVER, {
    cwd: ROOT,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(folder, 'data'),
      DATABASE_URL: databaseUrl,
      SMS_OUTBOX_FILE: join(folder, 'sms.jsonl'),
      PHONE_SIGNATURE_SUFFIX: SUFFIX,
    },
    timeoutMs: 60_000,
  })

it('after a kill -9 during 20 parallel orders, every key places or replays its order once', async () => {
  const folder = scratchFolder('crash')
  const database = await emptyPostgresDatabase()
  onCleanUp(database.drop)
  const first = await serve(folder, database.url)
  // The shop's cap of open cash orders per customer would refuse most of the burst: this is a
  // test of keys, so the cap is raised as a manager would (the instance hears the edit).
  const sql = new pg.Client({ connectionString: database.url })
  await sql.connect()
  await sql.query(
    `insert into site_values (key, value) values ('order_limits', $1)
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify({ ...DEFAULT_ORDER_LIMITS, maxOpenCashOrders: 50 })],
  )
  await sql.query('select pg_notify($1, $2)', [CATALOG_CHANNEL, 'catalog'])
  await sql.end()
  const cookie = await signedInCustomer(first.base, folder, PHONE, SUFFIX)
  // Tomorrow at 13:00 in Sofia, when the center restaurant is open whatever the day.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const body = JSON.stringify(
    pickup([line('set-sakura')], {
      restaurantId: seedRestaurant('center').id,
      time: `${tomorrow}T13:00:00+02:00`,
    }),
  )
  const place = (base: string, key: string) =>
    fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': key },
      body,
    })
  const keys = Array.from({ length: 20 }, () => newKey())
  const burst = keys.map((key) =>
    place(first.base, key).then(
      (r) => r.status,
      () => 0,
    ),
  )
  // Killed as soon as the first order is answered: the others are somewhere in between.
  await Promise.race(burst)
  process.kill(first.child.pid!, 'SIGKILL')
  const before = await Promise.all(burst)
  expect(before.filter((status) => status === 201).length).toBeLessThan(keys.length)

  const second = await serve(folder, database.url)
  const answers = new Map<string, number>()
  const deadline = Date.now() + STALE_CLAIM_MS + 20_000
  for (let left = keys; left.length && Date.now() < deadline; ) {
    const statuses = await Promise.all(
      left.map((key) => place(second.base, key).then((r) => r.status)),
    )
    for (const [i, key] of left.entries()) answers.set(key, statuses[i]!)
    left = left.filter((key) => answers.get(key) === 409)
    if (left.length) await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  expect([...answers.values()].filter((status) => status !== 200 && status !== 201)).toEqual([])
  // Exactly one order per key: the orders list holds as many as there were keys.
  const list = await fetch(`${second.base}/api/orders`, { headers: { Cookie: cookie } })
  const orders = ((await list.json()) as { data: unknown[] }).data
  expect(orders).toHaveLength(keys.length)
}, 120_000)
