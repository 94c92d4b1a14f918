import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, createApi } from '#server/api'
import { LIMITS, record } from '#server/api/auth/rate-limit'
import { type CatalogStore, createCatalogStore } from '#server/api/catalog/store'
import type { DatabaseHandle } from '#server/db/client'
import { orderShares, orders } from '#server/db/schema'
import { createLogger } from '#server/log'
import type { ProductCard } from '#shared/contract/catalog'
import type { OrderQuote } from '#shared/contract/orders'
import type { SharedOrder } from '#shared/contract/shares'
import { restaurantMoment } from '#shared/hours'
import { freshDatabase } from '#tests/support/databases'
import { testJobs } from '#tests/support/jobs'
import { offerFields } from '#tests/support/offers'
import { seedProduct } from '#tests/support/seed'
import {
  CENTER,
  delivery,
  line,
  NIGHT,
  NOON,
  pickup,
  seedOption,
  seedRestaurant,
  shopClient,
} from '#tests/support/shop'

// Issue 38: an assistant drives the shop through /mcp with the SDK's own client.

let handle: DatabaseHandle
let api: Api
let catalog: CatalogStore
let now = NOON

beforeAll(async () => {
  handle = await freshDatabase('pglite')
  const log = createLogger('silent')
  catalog = createCatalogStore(handle.db)
  api = createApi({ log, db: handle.db, catalog, jobs: testJobs(handle.jobs, log), now: () => now })
})
afterAll(() => handle.close())

/** An MCP client whose requests reach the API in-process, from `ip`. */
async function assistant(ip = '203.0.113.7') {
  const transport = new StreamableHTTPClientTransport(new URL('http://shop.test/api/mcp'), {
    fetch: (url, init) => {
      const headers = new Headers(init?.headers)
      headers.set('x-client-ip', ip)
      headers.set('accept-language', 'en')
      return Promise.resolve(api.request(String(url), { ...init, headers }))
    },
  })
  const client = new Client({ name: 'test-assistant', version: '1.0.0' })
  await client.connect(transport)
  return client
}

const call = async (name: string, args: Record<string, unknown>) =>
  (await (await assistant()).callTool({ name, arguments: args })) as CallToolResult

const text = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ')

describe('the MCP server', () => {
  it('lists its tools with the contract schemas', async () => {
    const { tools } = await (await assistant()).listTools()
    const names = tools.map((tool) => tool.name)
    expect(names).toEqual(
      expect.arrayContaining(['search_menu', 'get_dish', 'delivery_info', 'price_cart']),
    )
    const search = tools.find((tool) => tool.name === 'search_menu')!
    expect(Object.keys(search.inputSchema.properties ?? {})).toEqual(
      expect.arrayContaining(['text', 'maxPrice', 'without', 'vegetarian', 'lang']),
    )
    expect(search.outputSchema?.properties).toHaveProperty('dishes')
  })

  it('searches "no fish" and finds only dishes known to have none, in the asked language', async () => {
    const result = await call('search_menu', { without: ['fish'], lang: 'en' })
    expect(result.isError).toBeFalsy()
    const { dishes } = result.structuredContent as { dishes: ProductCard[] }
    expect(dishes.length).toBeGreaterThan(0)
    for (const dish of dishes) expect(dish.allergens).not.toContain('fish')
    expect(dishes.map((d) => d.slug)).toContain('maki-s-avokado')
    expect(dishes.map((d) => d.slug)).not.toContain('maki-sies-syomga')
    const avocado = dishes.find((d) => d.slug === 'maki-s-avokado')!
    expect(avocado.name).toMatch(/avocado/i)
  })

  it('filters by price and vegetarian', async () => {
    const result = await call('search_menu', { vegetarian: true, maxPrice: 700 })
    const { dishes } = result.structuredContent as { dishes: ProductCard[] }
    expect(dishes.length).toBeGreaterThan(0)
    for (const dish of dishes) {
      expect(dish.tags).toContain('vegetarian')
      expect(dish.price).toBeLessThanOrEqual(700)
    }
  })

  it('reads a dish with its option groups, and refuses an unknown one', async () => {
    const dish = await call('get_dish', { dish: 'ramen-s-pile', lang: 'en' })
    const product = dish.structuredContent as { modifierGroups: { slug: string }[] }
    expect(product.modifierGroups.map((g) => g.slug)).toContain('toppings')
    const unknown = await call('get_dish', { dish: 'no-such-dish', lang: 'en' })
    expect(unknown.isError).toBe(true)
    expect(text(unknown)).toContain('no-such-dish')
  })

  it('tells the zones with fees and minimums, and whether the kitchens take orders', async () => {
    const result = await call('delivery_info', { zone: 'center' })
    const info = result.structuredContent as {
      zones: { slug: string; minOrder: number; deliveryFee: number }[]
      kitchens: { takingOrders: boolean }[]
    }
    expect(info.zones).toEqual([
      expect.objectContaining({
        slug: 'center',
        minOrder: CENTER.minOrder,
        deliveryFee: CENTER.deliveryFee,
      }),
    ])
    expect(info.kitchens.some((k) => k.takingOrders)).toBe(true)
    expect((await call('delivery_info', { zone: 'atlantis' })).isError).toBe(true)
  })

  it("prices a cart with an option by the shop's own quote", async () => {
    const ramen = seedProduct('ramen-s-pile')
    const egg = seedOption('marinated-egg')
    const result = await call('price_cart', {
      lines: [{ id: ramen.id, quantity: 2, options: [{ id: egg.id, quantity: 1 }] }],
      regionId: CENTER.id,
    })
    expect(result.isError, text(result)).toBeFalsy()
    const quote = result.structuredContent as OrderQuote
    expect(quote.subtotal).toBe(2 * (ramen.price + egg.price))
    expect(quote.lines[0]!.modifiers).toEqual([
      expect.objectContaining({ id: egg.id, quantity: 1 }),
    ])
    expect(quote.total).toBe(quote.subtotal + quote.deliveryFee - quote.discount)
  })

  it('answers bad carts in the tool error shape: an unknown dish, under the minimum, a closed kitchen', async () => {
    const unknown = await call('price_cart', {
      lines: [{ id: 99_999, quantity: 1 }],
      regionId: CENTER.id,
    })
    expect(unknown.isError).toBe(true)
    expect(text(unknown)).toContain('99999')
    const maki = seedProduct('maki-s-avokado')
    const small = await call('price_cart', {
      lines: [{ id: maki.id, quantity: 1 }],
      regionId: CENTER.id,
      lang: 'en',
    })
    expect(small.isError).toBe(true)
    expect(text(small)).toMatch(/minimum/i)
    now = NIGHT
    try {
      const closed = await call('price_cart', {
        lines: [{ id: maki.id, quantity: 5 }],
        regionId: CENTER.id,
        lang: 'en',
      })
      expect(closed.isError).toBe(true)
      expect(text(closed)).toMatch(/not taking orders now/)
    } finally {
      now = NOON
    }
    const invalid = await call('price_cart', { lines: [], regionId: CENTER.id })
    expect(invalid.isError).toBe(true)
  })

  it('hands the cart over by a checkout link; the order placed from it is marked as the assistant’s', async () => {
    const ramen = seedProduct('ramen-s-pile')
    const egg = seedOption('marinated-egg')
    const cart = {
      lines: [{ id: ramen.id, quantity: 2, options: [{ id: egg.id }] }],
      regionId: CENTER.id,
    }
    const result = await call('create_checkout_link', { ...cart, lang: 'en' })
    expect(result.isError, text(result)).toBeFalsy()
    const { url } = result.structuredContent as { url: string; expiresAt: string }
    expect(url).toMatch(/^http:\/\/shop\.test\/en\/checkout\?handover=[\w-]{32}$/)
    const token = new URL(url).searchParams.get('handover')!
    const opened = await api.request(`/api/handovers/${token}`)
    expect(opened.status).toBe(200)
    const { data } = (await opened.json()) as { data: { lines: unknown[]; choices: unknown } }
    expect(data.lines).toEqual([
      {
        id: ramen.id,
        quantity: 2,
        currentPrice: ramen.price,
        modifiers: [{ id: egg.id, quantity: 1, currentPrice: egg.price }],
      },
    ])
    expect(data.choices).toMatchObject({ orderType: 'delivery', regionId: CENTER.id, time: 'asap' })
    expect((await api.request('/api/handovers/not-a-real-token-at-all-000')).status).toBe(404)

    const shop = shopClient({ db: handle.db, catalog, jobs: handle.jobs })
    const customer = await shop.signUp()
    const order = await shop.placed(
      customer.token,
      delivery(data.lines as never, { handover: token }),
    )
    const [row] = await handle.db
      .select({ source: orders.source })
      .from(orders)
      .where(eq(orders.id, order.order.id))
    expect(row!.source).toBe('assistant')
    // A token no hand-over has marks nothing.
    const later = await shop.placed(
      customer.token,
      delivery(data.lines as never, { handover: 'x'.repeat(32) }),
    )
    const [plain] = await handle.db
      .select({ source: orders.source })
      .from(orders)
      .where(eq(orders.id, later.order.id))
    expect(plain!.source).toBe('web')
  })

  it('prices a cart with a promotion code the shop knows', async () => {
    const shop = shopClient({ db: handle.db, catalog, jobs: handle.jobs })
    const code = `ASSIST-${Date.now().toString(36)}`.toUpperCase()
    const offer = await shop.json(
      'POST',
      '/api/operator/offers',
      await shop.staffOf('manager'),
      offerFields({ code }),
    )
    expect(offer.status, offer.text).toBe(201)
    const ramen = seedProduct('ramen-s-pile')
    const cart = { lines: [{ id: ramen.id, quantity: 3 }], regionId: CENTER.id, lang: 'en' }
    const plain = (await call('price_cart', cart)).structuredContent as OrderQuote
    const result = await call('price_cart', { ...cart, promoCode: code })
    expect(result.isError, text(result)).toBeFalsy()
    const quote = result.structuredContent as OrderQuote
    expect(quote.discount).toBe(Math.round(quote.subtotal / 10))
    expect(quote.offers).toEqual([expect.objectContaining({ code, amount: quote.discount })])
    expect(quote.total).toBe(plain.total - quote.discount)
  })

  it('carries pickup and a scheduled slot into the checkout link', async () => {
    const ramen = seedProduct('ramen-s-pile')
    const restaurant = seedRestaurant('center')
    const slot = restaurantMoment('2026-11-24', '15:00').toISOString()
    const result = await call('create_checkout_link', {
      lines: [{ id: ramen.id, quantity: 2 }],
      orderType: 'pickup',
      restaurantId: restaurant.id,
      time: slot,
    })
    expect(result.isError, text(result)).toBeFalsy()
    const token = new URL((result.structuredContent as { url: string }).url).searchParams.get(
      'handover',
    )
    const opened = await api.request(`/api/handovers/${token}`)
    const { data } = (await opened.json()) as { data: { choices: Record<string, unknown> } }
    expect(data.choices).toMatchObject({
      orderType: 'pickup',
      restaurantId: restaurant.id,
      time: slot,
    })
  })

  it('lists its prompts and words them in the asked language', async () => {
    const client = await assistant()
    const { prompts } = await client.listPrompts()
    expect(prompts.map((p) => p.name)).toEqual(['order_for', 'follow_order'])
    const orderFor = prompts.find((p) => p.name === 'order_for')!
    expect(orderFor.arguments?.map((a) => [a.name, a.required ?? false])).toEqual(
      expect.arrayContaining([
        ['people', true],
        ['dislikes', false],
      ]),
    )
    const asked = await client.getPrompt({
      name: 'order_for',
      arguments: { people: '2', dislikes: 'fish', lang: 'bg' },
    })
    const message = asked.messages[0]!.content
    const words = message.type === 'text' ? message.text : ''
    expect(words).toContain('суши за 2 души')
    expect(words).toContain('Не ядем: fish.')
    expect(words).toContain('search_menu')
    expect(words).toContain('create_checkout_link')
    const follow = await client.getPrompt({
      name: 'follow_order',
      arguments: { link: `https://shop.test/en/track/${'ab12'.repeat(10)}` },
    })
    const followed = follow.messages[0]!.content
    expect(followed.type === 'text' ? followed.text : '').toContain('get_order_status')
  })

  it('offers the menu and the opening hours as resources', async () => {
    const client = await assistant()
    const { resources } = await client.listResources()
    expect(resources.map((r) => r.uri)).toEqual(['menu://sections', 'menu://opening-hours'])
    const hours = await client.readResource({ uri: 'menu://opening-hours' })
    const first = hours.contents[0]!
    const places = JSON.parse('text' in first ? first.text : '[]') as { hours: unknown[] }[]
    expect(places.length).toBeGreaterThan(0)
    expect(places[0]!.hours.length).toBeGreaterThan(0)
  })

  it('answers junk in JSON-RPC errors, never a 500', async () => {
    for (const body of ['"just text"', '{"jsonrpc":"2.0"}', '[1,2]', '{"method":"tools/call"}']) {
      const response = await api.request('/api/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-client-ip': '192.0.2.1',
        },
        body,
      })
      expect(response.status, body).toBeGreaterThanOrEqual(400)
      expect(response.status, body).toBeLessThan(500)
      expect(await response.json()).toMatchObject({ jsonrpc: '2.0', error: expect.any(Object) })
    }
  })

  it('holds a client to its hourly budget', async () => {
    const ip = '198.51.100.99'
    const limit = LIMITS.assistantPerClientHour
    // The hour's calls so far, as the limiter counts them.
    for (let i = 0; i < limit.max; i++) await record(handle.db, limit.bucket, ip, now)
    const refused = await assistant(ip).catch((error: unknown) => error)
    expect(String(refused)).toContain('Too many requests from this client')
    // Another client is not held back.
    expect((await (await assistant('198.51.100.100')).listTools()).tools.length).toBeGreaterThan(0)
  })
})

describe('following an order by its shared link', () => {
  const shop = () => shopClient({ db: handle.db, catalog, jobs: handle.jobs })

  /** A customer's delivery, shared: the shop client, the customer, the order and the link's token. */
  async function sharedDelivery() {
    const client = shop()
    const customer = await client.signUp()
    const { order } = await client.placed(
      customer.token,
      delivery([line('set-sakura', 1)], { address: { street: '7 Secret Garden St' } }),
    )
    const made = await client.json<{ data: { active: boolean; token: string } }>(
      'POST',
      `/api/orders/${order.id}/share`,
      customer.token,
      {},
    )
    expect(made.status, made.text).toBe(200)
    return { client, customer, order, token: made.body.data.token }
  }

  it('answers the order by its link or token, without the phone or the address', async () => {
    const { customer, order, token } = await sharedDelivery()
    const link = `https://shop.test/en/track/${token}`
    for (const given of [link, token]) {
      const result = await call('get_order_status', { link: given, lang: 'en' })
      expect(result.isError, text(result)).toBeFalsy()
      const shared = result.structuredContent as SharedOrder
      expect(shared).toMatchObject({
        id: order.id,
        status: 'new',
        orderType: 'delivery',
        place: expect.stringMatching(/center/i),
        expiresAt: null,
      })
      expect(shared.lines).toEqual([
        { id: expect.any(Number), name: expect.stringMatching(/sakura/i), quantity: 1 },
      ])
      const said = JSON.stringify(result)
      expect(said).not.toContain('Secret Garden')
      expect(said).not.toContain(customer.phone.slice(-6))
      expect(said).not.toContain(token)
    }
    // The page's API answers the same, to anyone holding the token.
    const page = await api.request(`/api/shared-orders/${token}`)
    expect(page.status).toBe(200)
    const body = await page.text()
    expect(body).toContain('"status":"new"')
    expect(body).not.toContain('Secret Garden')
  })

  it('keeps only the hash of the token, and only the owner may share, see or revoke', async () => {
    const { client, order, token } = await sharedDelivery()
    const rows = await handle.db
      .select({ tokenHash: orderShares.tokenHash })
      .from(orderShares)
      .where(eq(orderShares.orderId, order.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).not.toContain(token)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    const stranger = await client.signUp()
    for (const method of ['GET', 'POST', 'DELETE']) {
      const reply = await client.json(
        method,
        `/api/orders/${order.id}/share`,
        stranger.token,
        method === 'POST' ? {} : undefined,
      )
      expect(reply.status, method).toBe(404)
    }
    expect((await client.json('GET', `/api/orders/${order.id}/share`, null)).status).toBe(401)
    expect((await call('get_order_status', { link: token })).isError).toBeFalsy()
  })

  it('refuses a revoked link, a replaced one, an unknown one and one a day past the order', async () => {
    const { client, customer, order, token } = await sharedDelivery()
    const share = `/api/orders/${order.id}/share`
    const state = await client.json<{ data: { active: boolean } }>('GET', share, customer.token)
    expect(state.body.data).toEqual({ active: true })
    const revoked = await client.json('DELETE', share, customer.token)
    expect(revoked.body).toEqual({ data: { active: false } })
    const refused = await call('get_order_status', { link: token, lang: 'en' })
    expect(refused.isError).toBe(true)
    expect(text(refused)).toMatch(/revoked or has expired/)
    expect((await api.request(`/api/shared-orders/${token}`)).status).toBe(404)

    // A new link stops the one before it.
    const first = await client.json<{ data: { token: string } }>('POST', share, customer.token, {})
    const second = await client.json<{ data: { token: string } }>('POST', share, customer.token, {})
    expect((await call('get_order_status', { link: first.body.data.token })).isError).toBe(true)
    const live = second.body.data.token
    expect((await call('get_order_status', { link: live })).isError).toBeFalsy()

    const unknown = await call('get_order_status', { link: 'f'.repeat(40) })
    expect(unknown.isError).toBe(true)

    // Done: the link works for a day after the order's end, then not.
    const ended = new Date(NOON.getTime() + 60 * 60_000)
    await handle.db
      .update(orders)
      .set({ status: 'completed', updatedAt: ended })
      .where(eq(orders.id, order.id))
    now = new Date(ended.getTime() + 23 * 60 * 60_000)
    try {
      const late = await call('get_order_status', { link: live })
      expect((late.structuredContent as SharedOrder).expiresAt).toBe(
        new Date(ended.getTime() + 24 * 60 * 60_000).toISOString(),
      )
      now = new Date(ended.getTime() + 25 * 60 * 60_000)
      expect((await call('get_order_status', { link: live })).isError).toBe(true)
    } finally {
      now = NOON
    }
  })

  it('names the pickup restaurant for a pickup, not the customer', async () => {
    const client = shop()
    const customer = await client.signUp()
    const { order } = await client.placed(customer.token, pickup([line('set-sakura', 1)]))
    const made = await client.json<{ data: { token: string } }>(
      'POST',
      `/api/orders/${order.id}/share`,
      customer.token,
      {},
    )
    const result = await call('get_order_status', { link: made.body.data.token })
    expect(result.structuredContent).toMatchObject({
      orderType: 'pickup',
      place: seedRestaurant('center').name.en,
    })
  })
})
