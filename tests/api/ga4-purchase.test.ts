import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offers } from '#server/db/schema'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { line, pickup } from '#tests/support/shop'

const ENGINES = await engines()

type Collected = {
  url: URL
  body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] }
}

/** A stand-in for GA4's collect endpoint: keeps what it is sent. */
async function collector() {
  const hits: Collected[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      hits.push({ url: new URL(req.url!, 'http://collector'), body: JSON.parse(body) })
      res.writeHead(204).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mp/collect`
  return { hits, url, close: () => server.close() }
}

describe.each(ENGINES)('GA4 purchase from the server on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let ga: Awaited<ReturnType<typeof collector>>
  beforeAll(async () => {
    ga = await collector()
    op = operatorClient(t, {
      deps: {
        ga4: { measurementId: 'G-TEST12345', apiSecret: 'mp-secret-0123', endpoint: ga.url },
      },
    })
  })
  afterAll(() => ga.close())

  it('sends purchase once per paid order, with its items and value, and no phone number', async () => {
    const customer = await op.signUp()
    const placed = await op.placed(customer.token, {
      ...pickup([line('set-sakura', 2), line('edamame')]),
      paymentType: 'card_online',
    })
    await op.api.purchases.settled()
    expect(ga.hits).toEqual([])
    // The return page and the webhook both verify the payment; one of them moves it to paid.
    await op.payByCard(placed.payment!.redirectUrl)
    await op.api.purchases.settled()
    const mine = ga.hits.filter(
      (h) => h.body.events[0]!.params.transaction_id === String(placed.order.id),
    )
    expect(mine).toHaveLength(1)
    const [hit] = mine
    expect(hit!.url.searchParams.get('measurement_id')).toBe('G-TEST12345')
    expect(hit!.url.searchParams.get('api_secret')).toBe('mp-secret-0123')
    expect(hit!.body.events).toEqual([
      {
        name: 'purchase',
        params: {
          transaction_id: String(placed.order.id),
          currency: 'EUR',
          value: placed.order.total / 100,
          shipping: 0,
          items: placed.order.lines.map((l) => ({
            item_id: String(l.productId),
            item_name: l.name,
            price: l.unitPrice / 100,
            quantity: l.quantity,
          })),
        },
      },
    ])
    expect(hit!.body.client_id).toMatch(/^\d+\.\d+$/)
    expect(JSON.stringify(hit!.body)).not.toContain(customer.phone)
    expect(JSON.stringify(hit!.body)).not.toContain(customer.phone.slice(-9))
  })

  it('names the promo code and the discount of an order that used one', async () => {
    await t.db.insert(offers).values({
      name: { bg: 'Флаер', ru: 'Флаер', en: 'Flyer', uk: 'Флаєр' },
      kind: 'order_amount',
      value: 500,
      code: 'GA-FLYER',
    })
    const customer = await op.signUp()
    const placed = await op.placed(customer.token, {
      ...pickup([line('set-sakura')]),
      paymentType: 'card_online',
      promoCode: 'ga-flyer',
    })
    await op.payByCard(placed.payment!.redirectUrl)
    await op.api.purchases.settled()
    const hit = ga.hits.find(
      (h) => h.body.events[0]!.params.transaction_id === String(placed.order.id),
    )
    expect(hit!.body.events[0]!.params).toMatchObject({
      value: (3490 - 500) / 100,
      coupon: 'GA-FLYER',
      discount: 5,
    })
  })

  it('a cash order is no paid purchase: nothing is sent', async () => {
    const before = ga.hits.length
    const customer = await op.signUp()
    await op.placed(customer.token, pickup([line('edamame')]))
    await op.api.purchases.settled()
    expect(ga.hits).toHaveLength(before)
  })
})
