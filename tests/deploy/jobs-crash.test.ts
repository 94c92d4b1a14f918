import { once } from 'node:events'
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import { createStaff } from '#server/api/operator/staff/staff'
import { openDatabase } from '#server/db/client'
import site from '#server/db/seed/data/site.json'
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

// Delayed work through a kill -9 (issue "every promise kept" §6): a webhook's retry, a status
// text waiting out its minute and an unpaid order's expiry are rows in PostgreSQL, so a process
// killed in the middle loses none of them, and two instances started after it do each once.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SUFFIX = 'jobs-crash-suffix'
const PHONE = '359887005151'
const STAFF = { email: 'kitchen@crash.example', password: 'a long kitchen password 42' }
afterEach(cleanUp)

const serve = (folder: string, databaseUrl: string, webhook: string) =>
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
      SMS_RESEND_SECONDS: '0',
      ORDER_WEBHOOK_URL: webhook,
      ORDER_WEBHOOK_SECRET: 'crash-webhook-secret',
    },
    timeoutMs: 60_000,
  })

/** A receiver that refuses its first request (503) and takes the others. */
async function receiver() {
  const bodies: string[] = []
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      bodies.push(body)
      res.writeHead(bodies.length === 1 ? 503 : 204).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  onCleanUp(async () => void server.close())
  return { bodies, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders` }
}

const texts = (folder: string) => {
  const file = join(folder, 'sms.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l).text as string)
}

it('a webhook retry, a waiting text and an expiry survive a kill -9, and run once on two instances', async () => {
  const folder = scratchFolder('jobs-crash')
  const database = await emptyPostgresDatabase()
  onCleanUp(database.drop)
  const hook = await receiver()
  const first = await serve(folder, database.url, hook.url)
  const sql = new pg.Client({ connectionString: database.url })
  // Dropping the database at the end ends this connection: not an error of the test.
  sql.on('error', () => {})
  await sql.connect()
  onCleanUp(() => sql.end())
  const handle = await openDatabase({ dataDir: '', databaseUrl: database.url })
  await createStaff(handle.db, { ...STAFF, name: 'Kitchen', role: 'kitchen' }, new Date())
  await handle.close()

  const cookie = await signedInCustomer(first.base, folder, PHONE, SUFFIX)
  const staffIn = await fetch(`${first.base}/api/operator/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(staffIn.status, await staffIn.text()).toBe(200)
  const staffCookie = staffIn.headers.getSetCookie()[0]!.split(';')[0]!
  const place = async (body: unknown) => {
    const reply = await fetch(`${first.base}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, 'Idempotency-Key': newKey() },
      body: JSON.stringify(body),
    })
    expect(reply.status, await reply.clone().text()).toBe(201)
    return ((await reply.json()) as { data: { order: { id: number } } }).data.order.id
  }
  const move = async (id: number, status: string) => {
    const reply = await fetch(`${first.base}/api/operator/orders/${id}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: staffCookie },
      body: JSON.stringify({ status }),
    })
    expect(reply.status, await reply.text()).toBe(200)
  }
  // Tomorrow at 13:00 in Sofia, when the center restaurant is open whatever the day.
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  const order = pickup([line('set-sakura')], {
    restaurantId: seedRestaurant('center').id,
    time: `${tomorrow}T13:00:00+02:00`,
  })
  const cash = await place(order)
  const card = await place({ ...order, paymentType: 'card_online' })
  await move(cash, 'accepted')
  /** The texts about one order (in Bulgarian: the requests name no language). */
  const about = (id: number) => texts(folder).filter((text) => text.includes(`№${id} `))
  // The webhook was refused once and waits for its retry; "accepted" went out; "ready" waits out
  // the minute after it.
  await expect.poll(() => hook.bodies.length, { timeout: 15_000 }).toBe(1)
  await expect
    .poll(
      async () =>
        (await sql.query(`select state from pgboss.job where name = 'order-webhook'`)).rows[0]
          ?.state,
      { timeout: 15_000 },
    )
    .toBe('retry')
  await expect.poll(() => about(cash).length, { timeout: 15_000 }).toBe(1)
  await move(cash, 'cooking')
  await move(cash, 'ready_for_pickup')
  process.kill(first.child.pid!, 'SIGKILL')
  await first.exited

  const pending = await sql.query(
    `select name, state from pgboss.job where state in ('created', 'retry') order by name`,
  )
  expect(pending.rows).toEqual([
    // The hourly upkeep (retention) waits for its next hour, as it always does.
    { name: 'housekeeping', state: 'created' },
    { name: 'order-expiry', state: 'created' },
    { name: 'order-status-text', state: 'created' },
    { name: 'order-webhook', state: 'retry' },
  ])
  // The card order's time to pay runs out while the shop is down: its deadline and its job's.
  await sql.query('update orders set pay_by = now() where id = $1', [card])
  await sql.query(
    `update pgboss.job set start_after = now() where name = 'order-expiry' and state = 'created'`,
  )

  await Promise.all([serve(folder, database.url, hook.url), serve(folder, database.url, hook.url)])
  await expect.poll(() => hook.bodies.length, { timeout: 30_000 }).toBe(2)
  expect(JSON.parse(hook.bodies[1]!).order.id).toBe(cash)
  const status = async (id: number) =>
    (await sql.query('select status from orders where id = $1', [id])).rows[0].status
  await expect.poll(() => status(card), { timeout: 30_000 }).toBe('cancelled')
  // "Ready" a minute after "accepted", not before, and not lost with the first process.
  expect(about(cash)).toHaveLength(1)
  await expect.poll(() => about(cash).length, { timeout: 90_000 }).toBe(2)
  expect(about(cash).at(-1)).toBe(
    bg.order.sms.ready_for_pickup
      .replace('{{id}}', String(cash))
      .replace('{{brand}}', site.settings.brand),
  )
  // Once each, whichever instance took it: a few more polls change nothing.
  await new Promise((resolve) => setTimeout(resolve, 3000))
  expect(hook.bodies).toHaveLength(2)
  expect(about(cash)).toHaveLength(2)
  const cancels = await sql.query(
    `select count(*)::int as n from order_events where order_id = $1 and status = 'cancelled'`,
    [card],
  )
  expect(cancels.rows[0].n).toBe(1)
}, 180_000)
