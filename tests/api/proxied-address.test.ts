import { Hono } from 'hono'
import { beforeAll, describe, expect, it } from 'vitest'
import { SIGN_IN_LIMITS } from '#server/api/operator/staff/lockout'
import { clientAddress } from '#server/client-address'
import { apiProxy } from '#server/edge/api-proxy'
import type { EdgeEnv } from '#server/edge/context'
import { cookies } from '#server/edge/cookies'
import { session } from '#server/edge/session'
import { readEnv } from '#server/env'
import { useApi } from '#tests/support/api'
import { AUTH, newPhone } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { newStaff, type OperatorClient, operatorClient } from '#tests/support/operator'

// Behind one TLS proxy (TRUST_PROXY=1), as server/node.ts wires it: the socket's peer is the proxy,
// which appends the address it saw to whatever X-Forwarded-For the client wrote.
const ENGINES = await engines()
const PROXY = '10.0.0.2'
const ORIGIN = 'https://shop.example'

describe.each(ENGINES)('per-address limits behind a proxy on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let edge: Hono<EdgeEnv>
  beforeAll(async () => {
    // One job queue opens at a time on a database (two at once race to create pg-boss's types).
    await t.api.jobs.open()
    op = operatorClient(t)
    await op.api.jobs.open()
    const trust = readEnv({ TRUST_PROXY: '1' }).TRUST_PROXY
    const jar = cookies(true)
    edge = new Hono<EdgeEnv>()
    edge.use(session(jar))
    edge.all(
      '/api/*',
      apiProxy({
        api: op.api,
        cookies: jar,
        clientIp: (c) => clientAddress(trust, PROXY, c.req.header('x-forwarded-for')),
      }),
    )
  })

  /** A request from `client` that wrote `forged` into X-Forwarded-For, through the proxy. */
  const through = (client: string, forged: string, path: string, body: unknown, headers = {}) =>
    edge.request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `${forged}, ${client}`,
        ...headers,
      },
      body: JSON.stringify(body),
    })

  it('counts SMS sends against the address the proxy saw, whatever the client writes before it', async () => {
    const client = '203.0.113.10'
    const statuses: number[] = []
    for (let i = 0; i <= AUTH.sendsPerIpHour; i++) {
      const phone = newPhone()
      const response = await through(
        client,
        `198.51.100.${i}`,
        '/api/via-phone-number',
        { phone },
        { 'X-Line-Header': await op.header(phone) },
      )
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(AUTH.sendsPerIpHour).fill(200), 429])
  })

  it("counts code checks against the proxy's view: forged addresses do not buy more guesses", async () => {
    const client = '203.0.113.11'
    const phone = newPhone()
    let last = 0
    for (let i = 0; i <= 30; i++) {
      const response = await through(client, `198.51.100.${i}`, '/api/sms-code-check', {
        phone,
        code: '000000',
      })
      last = response.status
    }
    expect(last).toBe(429)
  })

  it("staff sign-in limits see the stranger's own address, not the restaurant's they wrote", async () => {
    const restaurant = '203.0.113.20'
    const stranger = '192.0.2.66'
    const email = `nobody-${stranger}@staff.example`
    const miss = await through(stranger, restaurant, '/api/operator/sign-in', {
      email,
      password: 'wrong wrong',
    })
    expect(miss.status).toBe(401)
    const failed = (await op.audited('auth.sign_in_failed')).filter(
      (row) => (row.details as { email?: string }).email === email,
    )
    expect(failed.map((row) => row.ip)).toEqual([stranger])
  })

  it("a stranger who knows a manager's e-mail locks only their own address out", async () => {
    const member = await newStaff(t.db, 'manager')
    for (let i = 0; i < SIGN_IN_LIMITS.accountAtAddress.max; i++) {
      const miss = await op.signIn({ ...member, password: `wrong password ${i}` }, '192.0.2.77')
      expect(miss.status).toBe(401)
    }
    expect((await op.signIn(member, '192.0.2.77')).status).toBe(429)
    expect((await op.signIn(member, '203.0.113.21')).status).toBe(200)
  })
})
