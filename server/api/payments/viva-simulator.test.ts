import { describe, expect, it } from 'vitest'
import { createVivaSimulator } from './viva-simulator'

const CREDS = { clientId: 'client', clientSecret: 'secret', merchantId: 'merchant', apiKey: 'key' }
const BASE = 'http://viva.test/_viva'
const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

function setup(deliver: (body: unknown) => Promise<number> = async () => 200, clock = { now: 0 }) {
  const sim = createVivaSimulator({
    ...CREDS,
    webhookKey: 'CB0567F3B4FCFC5141F72F7A5352004529941706',
    successUrl: 'https://shop.test/checkout/success?from=viva',
    failureUrl: '/checkout/failure',
    deliver,
    retryDelaysMs: [1, 1],
    now: () => clock.now,
  })
  const request = (path: string, init?: RequestInit) => sim.app.request(`${BASE}${path}`, init)
  async function token(): Promise<string> {
    const response = await request('/connect/token', {
      method: 'POST',
      headers: {
        Authorization: basic(CREDS.clientId, CREDS.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    })
    return ((await response.json()) as { access_token: string }).access_token
  }
  async function order(body: object = {}): Promise<Response> {
    return request('/checkout/v2/orders', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        amount: 1280,
        merchantTrns: 'order-1',
        customerTrns: 'Sushi',
        ...body,
      }),
    })
  }
  async function orderCode(body: object = {}): Promise<string> {
    return /"orderCode":(\d+)/.exec(await (await order(body)).text())![1]!
  }
  const press = (code: string, action: string) =>
    request(`/web/checkout?ref=${code}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `action=${action}`,
    })
  return { sim, request, token, order, orderCode, press, clock }
}

const location = (response: Response) => {
  const url = new URL(response.headers.get('location')!, 'http://shop.test')
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) }
}

describe('Viva simulator', () => {
  it('issues a token only for Basic client credentials and grant_type=client_credentials', async () => {
    const { request, token } = setup()
    const post = (authorization: string, body: string) =>
      request('/connect/token', {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      })
    expect((await post(basic('client', 'wrong'), 'grant_type=client_credentials')).status).toBe(401)
    expect((await post(basic('client', 'secret'), 'grant_type=password')).status).toBe(400)
    const response = await post(basic('client', 'secret'), 'grant_type=client_credentials')
    expect(await response.json()).toMatchObject({
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'urn:viva:payments:core:api:redirectcheckout',
    })
    expect(await token()).toMatch(/^\S{20,}$/)
  })

  it('answers an order code above 2^53 as a raw JSON number', async () => {
    const { order } = setup()
    const text = await (await order()).text()
    const code = /^\{"orderCode":(\d{16,})\}$/.exec(text)![1]!
    expect(BigInt(code) > 2n ** 53n).toBe(true)
    expect(String((JSON.parse(text) as { orderCode: number }).orderCode)).not.toBe(code)
  })

  it('rejects orders without a valid bearer or below 30 cents', async () => {
    const { request, order } = setup()
    const unauthorized = await request('/checkout/v2/orders', {
      method: 'POST',
      headers: { Authorization: 'Bearer nope', 'Content-Type': 'application/json' },
      body: '{"amount":1000}',
    })
    expect(unauthorized.status).toBe(401)
    expect((await order({ amount: 29 })).status).toBe(400)
    expect((await order({ amount: 30.5 })).status).toBe(400)
    expect((await order({ amount: 30 })).status).toBe(200)
  })

  it('shows the amount, descriptions and three accessible buttons without scripts', async () => {
    const { request, orderCode } = setup()
    const code = await orderCode({
      customerTrns: '<b>Sushi</b> 🍣',
      customer: { requestLang: 'bg-BG' },
    })
    const response = await request(`/web/checkout?ref=${code}&color=06abc1`)
    const page = await response.text()
    expect(response.status).toBe(200)
    expect(page).toContain('<html lang="bg-BG">')
    expect(page).toContain('€12.80')
    expect(page).toContain('&lt;b&gt;Sushi&lt;/b&gt; 🍣')
    expect(page).toContain('order-1')
    expect(page).not.toMatch(/<script|\son\w+=/i)
    for (const [id, name] of [
      ['viva-approve', 'Pay'],
      ['viva-decline', 'Decline'],
      ['viva-cancel', 'Cancel'],
    ]) {
      expect(page).toMatch(new RegExp(`<button [^>]*data-testid="${id}">${name}</button>`))
    }
  })

  it('answers 404 for an unknown, expired or cancelled order', async () => {
    const { request, orderCode, press, clock } = setup()
    expect((await request('/web/checkout?ref=123')).status).toBe(404)
    const expiring = await orderCode({ paymentTimeout: 60 })
    clock.now += 60_000
    expect((await request(`/web/checkout?ref=${expiring}`)).status).toBe(404)
    const cancelled = await orderCode()
    expect((await press(cancelled, 'cancel')).status).toBe(302)
    expect((await request(`/web/checkout?ref=${cancelled}`)).status).toBe(404)
  })

  it('redirects approve, decline and cancel with Viva’s parameters', async () => {
    const { orderCode, press, sim } = setup()
    const code = await orderCode({ customer: { requestLang: 'el-GR' } })

    const declined = location(await press(code, 'decline'))
    expect(declined).toEqual({
      path: '/checkout/failure',
      params: { s: code, lang: 'el-GR', eventId: '10051' },
    })
    const approved = await press(code, 'approve')
    expect(approved.status).toBe(302)
    const url = new URL(approved.headers.get('location')!)
    expect(url.origin + url.pathname).toBe('https://shop.test/checkout/success')
    const params = Object.fromEntries(url.searchParams)
    expect(params).toEqual({
      from: 'viva',
      t: expect.stringMatching(/^[0-9a-f-]{36}$/),
      s: code,
      lang: 'el-GR',
      eventId: '0',
      eci: '5',
    })
    expect(sim.transactions.get(params.t!)).toMatchObject({ statusId: 'F', amountCents: 1280 })
    // Paid already: any button just returns to the success URL with the same transaction.
    expect(new URL((await press(code, 'approve')).headers.get('location')!).search).toBe(url.search)

    const other = await orderCode()
    expect(location(await press(other, 'cancel')).params).toEqual({
      s: other,
      lang: 'en-GB',
      eventId: '0',
    })
  })

  it('delivers 1796 and 1798 webhooks in Viva’s envelope', async () => {
    const bodies: string[] = []
    const { orderCode, press, sim } = setup(async (body) => {
      bodies.push(body as string)
      return 200
    })
    const code = await orderCode({ amount: 1999 })
    await press(code, 'decline')
    await press(code, 'approve')
    await sim.pendingDeliveries()
    expect(bodies).toHaveLength(2)
    for (const body of bodies) {
      expect(body).toContain(`"OrderCode":${code},`)
      expect(body).toContain('"Amount":19.99,')
    }
    const [failed, paid] = bodies.map((body) => JSON.parse(body))
    expect(failed).toMatchObject({
      EventTypeId: 1798,
      EventData: { StatusId: 'E', CurrencyCode: '978', ResponseEventId: 10051 },
    })
    expect(paid).toMatchObject({
      EventTypeId: 1796,
      RetryCount: 0,
      RecipientId: 'merchant',
      MessageTypeId: 512,
      EventData: {
        StatusId: 'F',
        MerchantTrns: 'order-1',
        CustomerTrns: 'Sushi',
        CurrencyCode: '978',
      },
    })
    expect(paid.MessageId).toMatch(/^[0-9a-f-]{36}$/)
    expect(sim.transactions.get(paid.EventData.TransactionId)?.statusId).toBe('F')
  })

  it('refunds a charge as a new transaction (type 4) and sends the 1797 webhook', async () => {
    const bodies: string[] = []
    const { request, orderCode, press, sim } = setup(async (body) => {
      bodies.push(body as string)
      return 200
    })
    const code = await orderCode({ amount: 1999 })
    const t = new URL((await press(code, 'approve')).headers.get('location')!).searchParams.get('t')
    const refund = (amount: number, auth = basic('merchant', 'key')) =>
      request(`/api/transactions/${t}?amount=${amount}`, {
        method: 'DELETE',
        headers: { Authorization: auth },
      })
    expect((await refund(1999, basic('merchant', 'wrong'))).status).toBe(401)
    expect((await refund(2000)).status).toBe(400)
    const first = await refund(999)
    expect(first.status).toBe(200)
    const answer = await first.text()
    expect(answer).toContain('"Amount":9.99,')
    const { TransactionId, StatusId, ErrorCode } = JSON.parse(answer)
    expect({ StatusId, ErrorCode }).toEqual({ StatusId: 'F', ErrorCode: 0 })
    expect(sim.transactions.get(t!)).toMatchObject({ statusId: 'R', refundedCents: 999 })
    expect(sim.transactions.get(TransactionId)).toMatchObject({ typeId: 4, amountCents: 999 })
    expect((await refund(1001)).status).toBe(400)
    expect((await refund(1000)).status).toBe(200)
    await sim.pendingDeliveries()
    const reversals = bodies.map((body) => JSON.parse(body)).filter((b) => b.EventTypeId === 1797)
    expect(reversals).toHaveLength(2)
    expect(reversals[0]).toMatchObject({
      EventData: { TransactionId, StatusId: 'F', TransactionTypeId: 4, Amount: 9.99 },
    })
  })

  it('retries a webhook until 2xx with the same MessageId, 24 attempts at most', async () => {
    const answers: Array<number | Error> = [500, new Error('refused'), 302, 204]
    const seen: Array<{ RetryCount: number; MessageId: string }> = []
    const { orderCode, press, sim } = setup(async (body) => {
      seen.push(JSON.parse(body as string))
      const answer = answers.shift()!
      if (answer instanceof Error) throw answer
      return answer
    })
    await press(await orderCode(), 'approve')
    await sim.pendingDeliveries()
    expect(seen.map((body) => body.RetryCount)).toEqual([0, 1, 2, 3])
    expect(new Set(seen.map((body) => body.MessageId)).size).toBe(1)

    let attempts = 0
    const failing = setup(async () => {
      attempts++
      return 500
    })
    await failing.press(await failing.orderCode(), 'approve')
    await failing.sim.pendingDeliveries()
    expect(attempts).toBe(24)
  })

  it('answers a transaction with a decimal amount and a raw order code', async () => {
    const { request, orderCode, press, token } = setup()
    const code = await orderCode({ amount: 123450 })
    const t = new URL((await press(code, 'approve')).headers.get('location')!).searchParams.get('t')
    const bearer = `Bearer ${await token()}`
    const get = async (id: string, auth = bearer) =>
      request(`/checkout/v2/transactions/${id}`, { headers: { Authorization: auth } })
    expect((await get(t!, 'Bearer nope')).status).toBe(401)
    expect((await get('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const text = await (await get(t!)).text()
    expect(text).toContain('"amount":1234.5,')
    expect(text).toContain(`"orderCode":${code},`)
    expect(JSON.parse(text)).toMatchObject({
      statusId: 'F',
      currencyCode: '978',
      merchantTrns: 'order-1',
      customerTrns: 'Sushi',
      transactionTypeId: 5,
    })
  })

  it('gives the webhook key for Basic merchant id and API key', async () => {
    const { request } = setup()
    const get = (authorization: string) =>
      request('/api/messages/config/token', { headers: { Authorization: authorization } })
    expect((await get(basic('merchant', 'wrong'))).status).toBe(401)
    expect(await (await get(basic('merchant', 'key'))).json()).toEqual({
      Key: 'CB0567F3B4FCFC5141F72F7A5352004529941706',
    })
  })

  it('answers 503 on every API route during an outage, but keeps the hosted page', async () => {
    const { request, orderCode, sim } = setup()
    const code = await orderCode()
    sim.outage(true)
    for (const [method, path] of [
      ['POST', '/connect/token'],
      ['POST', '/checkout/v2/orders'],
      ['GET', '/checkout/v2/transactions/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/messages/config/token'],
    ] as const) {
      expect((await request(path, { method })).status).toBe(503)
    }
    expect((await request(`/web/checkout?ref=${code}`)).status).toBe(200)
    sim.outage(false)
    expect((await request('/api/messages/config/token')).status).toBe(401)
  })
})
