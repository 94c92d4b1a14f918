import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createApi } from '#server/api'
import { createCatalogStore } from '#server/api/catalog/store'
import type { DatabaseHandle } from '#server/db/client'
import { createLogger } from '#server/log'
import { lineDate, lineHeader } from '#shared/phone'
import { freshDatabase, postgresReachable } from '#tests/support/databases'
import { testJobs } from '#tests/support/jobs'

// DESIGN "Scaling out": every bit of state is in PostgreSQL, so any number of API instances serve
// one shop. Two instances, each with its own process state, on 127.0.0.1 against one database.
const reachable = await postgresReachable()
const NOON = new Date('2026-11-24T10:00:00Z') // a Tuesday, 12:00 in Sofia: every kitchen is open
const SUFFIX = 'scale-out-suffix'

let database: DatabaseHandle
const servers: Server[] = []
const bases: string[] = []
const sent: { to: string; text: string }[] = []

beforeAll(async () => {
  if (!reachable) return
  database = await freshDatabase('postgres')
  for (let i = 0; i < 2; i++) {
    const log = createLogger('silent')
    const api = createApi({
      log,
      db: database.db,
      jobs: testJobs(database.jobs, log),
      catalog: createCatalogStore(database.db),
      now: () => NOON,
      sms: { name: 'spy', send: async (to, text) => void sent.push({ to, text }) },
      auth: { lineSuffix: SUFFIX },
    })
    const server = createServer(getRequestListener(api.fetch)).listen(0, '127.0.0.1')
    await once(server, 'listening')
    servers.push(server)
    bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  }
})

afterAll(async () => {
  for (const server of servers) server.close()
  await database?.close()
})

const json = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

async function requestCode(base: string, phone: string) {
  const header = await lineHeader(phone, SUFFIX, lineDate(NOON, 'Europe/Sofia'))
  return json(
    base,
    '/api/via-phone-number',
    { phone },
    { 'X-Line-Header': header, 'X-Client-IP': '203.0.113.7' },
  )
}

it.skipIf(!reachable)(
  'a code requested through one instance verifies through the other',
  async () => {
    const phone = '359887000001'
    expect((await requestCode(bases[0]!, phone)).status).toBe(200)
    const code = sent
      .filter((m) => m.to === phone)
      .at(-1)!
      .text.match(/\d{6}/)![0]
    const check = await json(bases[1]!, '/api/sms-code-check', { phone, code })
    expect(check.status).toBe(200)
    expect((await check.json()).token).toMatch(/^[\w-]{43}$/)
  },
)

it.skipIf(!reachable)(
  'the send limit is shared: the second code within a minute is refused by the other instance',
  async () => {
    const phone = '359887000002'
    expect((await requestCode(bases[0]!, phone)).status).toBe(200)
    const again = await requestCode(bases[1]!, phone)
    expect(again.status).toBe(429)
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
  },
)

it.skipIf(!reachable)(
  'an Idempotency-Key is shared: the same order through both instances is one order',
  async () => {
    const phone = '359887000003'
    await requestCode(bases[0]!, phone)
    const code = sent
      .filter((m) => m.to === phone)
      .at(-1)!
      .text.match(/\d{6}/)![0]
    const { token } = await (await json(bases[0]!, '/api/sms-code-check', { phone, code })).json()
    // An order carries its customer's name.
    const named = await json(
      bases[0]!,
      '/api/update-profile',
      { name: 'Elena' },
      {
        Authorization: `Bearer ${token}`,
      },
    )
    expect(named.status).toBe(200)
    const product = (await (await fetch(`${bases[0]}/api/products/set-sakura`)).json()).data
    const order = {
      lines: [{ id: product.id, quantity: 2, currentPrice: product.price, modifiers: [] }],
      orderType: 'pickup',
      restaurantId: 1,
      paymentType: 'cash',
    }
    const headers = { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'scale-out-key-0001' }
    const first = await json(bases[0]!, '/api/orders', order, headers)
    const second = await json(bases[1]!, '/api/orders', order, headers)
    expect([first.status, second.status]).toEqual([201, 200])
    expect((await second.json()).data.order.id).toBe((await first.json()).data.order.id)
  },
)
