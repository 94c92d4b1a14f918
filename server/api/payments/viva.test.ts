import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createVivaClient,
  decimalToCents,
  parseExactJson,
  parseReturnParams,
  type VivaConfig,
  VivaError,
  vivaHosts,
} from './viva'
import { createVivaSimulator } from './viva-simulator'

const SECRETS = { clientSecret: 'client-secret-x1', apiKey: 'api-key-y2' }
const CREDS = { clientId: 'client', merchantId: 'merchant', sourceCode: '1234', ...SECRETS }
const BASE = 'http://viva.test/_viva'
const HOSTS = { accountsUrl: BASE, apiUrl: BASE, checkoutUrl: BASE }
const ORDER = {
  amountCents: 1280,
  merchantTrns: 'order-1',
  customerTrns: 'Sushi for two',
  customer: { fullName: 'Ana', phone: '359888123400', requestLang: 'bg-BG', countryCode: 'BG' },
}

function setup(config: Partial<VivaConfig> = {}, clock = { now: 0 }) {
  const sim = createVivaSimulator({
    ...CREDS,
    webhookKey: 'KEY-123',
    successUrl: 'https://shop.test/checkout/success',
    failureUrl: 'https://shop.test/checkout/failure',
    deliver: async () => 200,
    retryDelaysMs: [1],
    now: () => clock.now,
  })
  const calls: string[] = []
  const client = createVivaClient({
    ...CREDS,
    ...HOSTS,
    fetch: async (url, init) => {
      calls.push(`${init?.method} ${new URL(url).pathname}`)
      return sim.app.request(url, init)
    },
    now: () => clock.now,
    ...config,
  })
  const tokenCalls = () => calls.filter((call) => call.endsWith('/connect/token')).length
  return { sim, client, calls, tokenCalls, clock }
}

async function pay(setupResult: ReturnType<typeof setup>, action: string, amountCents = 1280) {
  const { client, sim } = setupResult
  const { orderCode } = await client.createOrder({ ...ORDER, amountCents })
  const page = new URL(client.checkoutUrl(orderCode, { color: '#06abc1' }))
  const response = await sim.app.request(page.href, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }),
  })
  return { orderCode, location: new URL(response.headers.get('location')!) }
}

async function failure(work: Promise<unknown>): Promise<VivaError> {
  const error = await work.then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(VivaError)
  return error as VivaError
}

describe('Viva client', () => {
  it('knows the official hosts', () => {
    expect(vivaHosts('demo')).toEqual({
      accountsUrl: 'https://demo-accounts.vivapayments.com',
      apiUrl: 'https://demo-api.vivapayments.com',
      checkoutUrl: 'https://demo.vivapayments.com',
    })
    expect(vivaHosts('live').checkoutUrl).toBe('https://www.vivapayments.com')
  })

  it('caches the token and refreshes it 60 s before it expires', async () => {
    const { client, tokenCalls, clock } = setup()
    await client.createOrder(ORDER)
    await client.createOrder(ORDER)
    expect(tokenCalls()).toBe(1)
    clock.now += 3_540_000 - 1
    await client.createOrder(ORDER)
    expect(tokenCalls()).toBe(1)
    clock.now += 1
    await client.createOrder(ORDER)
    expect(tokenCalls()).toBe(2)
  })

  it('shares one token request among concurrent callers', async () => {
    const { client, tokenCalls } = setup()
    const orders = await Promise.all(Array.from({ length: 5 }, () => client.createOrder(ORDER)))
    expect(tokenCalls()).toBe(1)
    expect(new Set(orders.map((order) => order.orderCode)).size).toBe(5)
  })

  it('drops a token Viva refuses and fetches a new one next time', async () => {
    const simClock = { now: 0 }
    const { client, tokenCalls } = setup({ now: () => 0 }, simClock)
    await client.createOrder(ORDER)
    simClock.now += 3_600_000 // Viva expired it; our clock did not notice
    expect((await failure(client.createOrder(ORDER))).status).toBe(401)
    await client.createOrder(ORDER)
    expect(tokenCalls()).toBe(2)
  })

  it('keeps order codes above 2^53 exact, as strings', async () => {
    const { client, sim } = setup()
    const { orderCode } = await client.createOrder(ORDER)
    expect(orderCode).toMatch(/^\d{16}$/)
    expect(BigInt(orderCode) > 2n ** 53n).toBe(true)
    expect(sim.orders.has(orderCode)).toBe(true)
    expect(String(Number(orderCode))).not.toBe(orderCode)
    expect(client.checkoutUrl(orderCode)).toBe(`${BASE}/web/checkout?ref=${orderCode}`)
    expect(parseExactJson('{"a":[9007199254740993,-1.50,"x\\"1"],"b":true}')).toEqual({
      a: ['9007199254740993', '-1.50', 'x"1'],
      b: true,
    })
  })

  it('converts decimal amounts to exact integer cents', async () => {
    const cases = {
      '0.3': 30,
      '12.8': 1280,
      '19.99': 1999,
      '1234.5': 123450,
      '30.00': 3000,
      '10': 1000,
    }
    for (const [decimal, cents] of Object.entries(cases))
      expect(decimalToCents(decimal)).toBe(cents)
    for (const junk of ['19.995', '1e3', '-1', '', '.5', '12.', ' 1', 'NaN']) {
      expect(decimalToCents(junk)).toBeUndefined()
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        expect(decimalToCents(String(cents / 100))).toBe(cents)
      }),
    )
    const run = setup()
    for (const cents of [30, 1280, 1999, 123450]) {
      const { orderCode, location } = await pay(run, 'approve', cents)
      const transaction = await run.client.retrieveTransaction(location.searchParams.get('t')!)
      expect(transaction).toMatchObject({ amountCents: cents, orderCode, currencyCode: '978' })
    }
  })

  it('reads a quoted amount and order code too', async () => {
    const body =
      '{"amount":"30.00","orderCode":"9007199254740993","statusId":"F","currencyCode":978}'
    const client = createVivaClient({
      ...CREDS,
      ...HOSTS,
      fetch: async (url) =>
        new Response(url.endsWith('/token') ? '{"access_token":"a","expires_in":3600}' : body),
    })
    expect(await client.retrieveTransaction('2b4c6b5b-49ff-4e46-adc5-f53740212361')).toEqual({
      transactionId: '2b4c6b5b-49ff-4e46-adc5-f53740212361',
      orderCode: '9007199254740993',
      statusId: 'F',
      amountCents: 3000,
      currencyCode: '978',
      merchantTrns: null,
      customerTrns: null,
      email: null,
      fullName: null,
      insDate: null,
    })
  })

  it('follows the hosted page to the success URL and verifies the transaction', async () => {
    const run = setup()
    const { orderCode, location } = await pay(run, 'approve')
    expect(location.origin + location.pathname).toBe('https://shop.test/checkout/success')
    const params = parseReturnParams(Object.fromEntries(location.searchParams))
    expect(params).toEqual({
      transactionId: expect.any(String),
      orderCode,
      lang: 'bg-BG',
      eventId: 0,
      eci: 5,
    })
    expect(await run.client.retrieveTransaction(params.transactionId!)).toMatchObject({
      orderCode,
      statusId: 'F',
      amountCents: 1280,
      merchantTrns: 'order-1',
      customerTrns: 'Sushi for two',
      fullName: 'Ana',
      email: null,
    })
  })

  it('returns to the failure URL without t on decline and cancel', async () => {
    const run = setup()
    for (const [action, eventId] of [
      ['decline', '10051'],
      ['cancel', '0'],
    ]) {
      const { orderCode, location } = await pay(run, action!)
      expect(location.pathname).toBe('/checkout/failure')
      expect(Object.fromEntries(location.searchParams)).toEqual({
        s: orderCode,
        lang: 'bg-BG',
        eventId,
      })
    }
  })

  it('gets the webhook key with Basic merchant id and API key', async () => {
    expect(await setup().client.webhookKey()).toBe('KEY-123')
    const wrong = setup({ apiKey: 'nope' })
    expect((await failure(wrong.client.webhookKey())).status).toBe(401)
  })

  it('refunds a payment with Basic merchant id and API key, at most what was paid', async () => {
    const run = setup()
    const { location } = await pay(run, 'approve')
    const paid = location.searchParams.get('t')!
    const before = run.calls.length
    const { refundTransactionId } = await run.client.refundTransaction(paid, 1280)
    expect(run.calls.slice(before)).toEqual([`DELETE /_viva/api/transactions/${paid}`])
    expect(refundTransactionId).not.toBe(paid)
    expect(await run.client.retrieveTransaction(paid)).toMatchObject({ statusId: 'R' })
    expect(await run.client.retrieveTransaction(refundTransactionId)).toMatchObject({
      statusId: 'F',
      amountCents: 1280,
    })
    expect((await failure(run.client.refundTransaction(paid, 1))).status).toBe(400)
    const wrong = setup({ apiKey: 'nope' })
    expect((await failure(wrong.client.refundTransaction(paid, 1))).status).toBe(401)
    await expect(run.client.refundTransaction('not-a-uuid', 1)).rejects.toThrow(RangeError)
    await expect(run.client.refundTransaction(paid, 0)).rejects.toThrow(RangeError)
  })

  it('fails closed with a VivaError during an outage', async () => {
    const run = setup()
    const { location } = await pay(run, 'approve')
    run.sim.outage(true)
    const error = await failure(run.client.retrieveTransaction(location.searchParams.get('t')!))
    expect(error.status).toBe(503)
    expect((await failure(run.client.webhookKey())).message).toBe('Viva webhook key answered 503')
  })

  it('times out a call that never answers', async () => {
    const client = createVivaClient({
      ...CREDS,
      ...HOSTS,
      timeoutMs: 20,
      fetch: () => new Promise(() => {}),
    })
    const error = await failure(client.webhookKey())
    expect(error.status).toBe(504)
    expect(error.message).toBe('Viva webhook key timed out')
  })

  it('retries a GET once after a network error, a POST never', async () => {
    const attempts: string[] = []
    const flaky = (failures: number): VivaConfig['fetch'] => {
      let left = failures
      return async (url, init) => {
        attempts.push(`${init?.method} ${new URL(url).pathname}`)
        if (left-- > 0) throw new TypeError('fetch failed')
        return new Response('{"Key":"k","access_token":"a","expires_in":3600}')
      }
    }
    const once = createVivaClient({ ...CREDS, ...HOSTS, fetch: flaky(1) })
    expect(await once.webhookKey()).toBe('k')
    expect(attempts).toHaveLength(2)
    const twice = createVivaClient({ ...CREDS, ...HOSTS, fetch: flaky(2) })
    expect((await failure(twice.webhookKey())).status).toBe(502)
    attempts.length = 0
    const post = createVivaClient({ ...CREDS, ...HOSTS, fetch: flaky(1) })
    expect((await failure(post.createOrder(ORDER))).message).toBe('Viva token unreachable')
    expect(attempts).toEqual(['POST /_viva/connect/token'])
  })

  it('never puts a secret or the raw body in an error', async () => {
    const echo = `{"echo":"${SECRETS.clientSecret} ${SECRETS.apiKey}"}`
    const answers: Array<() => Promise<Response>> = [
      async () => new Response(echo, { status: 500 }),
      async () => new Response(echo, { status: 200 }),
      async () => {
        throw new Error(`boom ${SECRETS.clientSecret} ${SECRETS.apiKey}`)
      },
    ]
    const errors: unknown[] = []
    for (const answer of answers) {
      const client = createVivaClient({ ...CREDS, ...HOSTS, fetch: answer })
      errors.push(await failure(client.createOrder(ORDER)), await failure(client.webhookKey()))
    }
    const wrong = setup({ clientSecret: `${SECRETS.clientSecret}-old` })
    errors.push(await failure(wrong.client.createOrder(ORDER)))
    const encoded = (value: string) => Buffer.from(value).toString('base64')
    for (const error of errors) {
      const seen = `${String(error)} ${(error as Error).stack} ${JSON.stringify(error)}`
      for (const secret of Object.values(SECRETS)) {
        expect(seen).not.toContain(secret)
        expect(seen).not.toContain(encoded(`client:${secret}`))
      }
      expect(seen).not.toContain('echo')
    }
  })

  it('speaks real HTTP: Basic form token, then a Bearer JSON order', async () => {
    const seen: Array<{
      method?: string
      url?: string
      headers: IncomingHttpHeaders
      body: string
    }> = []
    const server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body })
        res.setHeader('Content-Type', 'application/json')
        res.end(
          req.url === '/connect/token'
            ? '{"access_token":"tok","expires_in":3600,"token_type":"Bearer"}'
            : '{"orderCode":9007199254740993}',
        )
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const client = createVivaClient({
        ...CREDS,
        accountsUrl: base,
        apiUrl: base,
        checkoutUrl: base,
      })
      expect(await client.createOrder(ORDER)).toEqual({ orderCode: '9007199254740993' })
    } finally {
      server.close()
    }
    const [token, order] = seen
    expect(token).toMatchObject({
      method: 'POST',
      url: '/connect/token',
      body: 'grant_type=client_credentials',
    })
    expect(token!.headers.authorization).toBe(
      `Basic ${Buffer.from(`client:${SECRETS.clientSecret}`).toString('base64')}`,
    )
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(order).toMatchObject({ method: 'POST', url: '/checkout/v2/orders' })
    expect(order!.headers.authorization).toBe('Bearer tok')
    expect(order!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(order!.body)).toEqual({
      amount: 1280,
      customerTrns: 'Sushi for two',
      customer: { fullName: 'Ana', phone: '359888123400', countryCode: 'BG', requestLang: 'bg-BG' },
      paymentTimeout: 1800,
      sourceCode: '1234',
      merchantTrns: 'order-1',
    })
  })
})

describe('parseReturnParams', () => {
  const t = '2b4c6b5b-49ff-4e46-adc5-f53740212361'

  it('reads t, s, lang, eventId and eci in any case and the documented variants', () => {
    const expected = {
      transactionId: t,
      orderCode: '7680701046572600',
      lang: 'en-GB',
      eventId: 0,
      eci: 1,
    }
    expect(
      parseReturnParams({ t, s: '7680701046572600', lang: 'en-GB', eventId: '0', eci: '1' }),
    ).toEqual(expected)
    expect(
      parseReturnParams({ T: t, S: '7680701046572600', LANG: 'en-GB', EventId: '0', ECI: '1' }),
    ).toEqual(expected)
    expect(
      parseReturnParams({ OrderCode: '7680701046572600', language: 'en-US', eventId: '2061' }),
    ).toEqual({ orderCode: '7680701046572600', lang: 'en-US', eventId: 2061 })
  })

  it('takes renamed t and s from the source settings', () => {
    const names = { transaction: ['tid'], orderCode: ['ref'] }
    expect(parseReturnParams({ TID: t, ref: '123', t: 'x', s: '9' }, names)).toMatchObject({
      transactionId: t,
      orderCode: '123',
    })
    expect(parseReturnParams({ t, s: '9' }, names)).toMatchObject({
      transactionId: undefined,
      orderCode: undefined,
    })
  })

  it('drops invalid values', () => {
    expect(
      parseReturnParams({
        t: 'not-a-uuid',
        s: '12a',
        lang: '<script>',
        eventId: '1e3',
        eci: '99999999999',
      }),
    ).toEqual({
      transactionId: undefined,
      orderCode: undefined,
      lang: undefined,
      eventId: undefined,
      eci: undefined,
    })
  })

  it('never throws on junk and only returns valid values', () => {
    const key = fc.oneof(
      fc.constantFrom('t', 'S', 'Lang', 'language', 'EVENTID', 'eci', 'OrderCode', '__proto__'),
      fc.string(),
    )
    const query = fc.dictionary(key, fc.option(fc.string(), { nil: undefined }))
    fc.assert(
      fc.property(query, (junk) => {
        const result = parseReturnParams(junk)
        if (result.transactionId !== undefined)
          expect(result.transactionId).toMatch(/^[0-9a-f-]{36}$/i)
        if (result.orderCode !== undefined) expect(result.orderCode).toMatch(/^\d+$/)
        for (const n of [result.eventId, result.eci]) {
          if (n !== undefined) expect(Number.isInteger(n)).toBe(true)
        }
      }),
    )
  })
})
