import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Api, createApi } from '#server/api'
import { LIMITS, record } from '#server/api/auth/rate-limit'
import { type CatalogStore, createCatalogStore } from '#server/api/catalog/store'
import type { DatabaseHandle } from '#server/db/client'
import { orders } from '#server/db/schema'
import { createLogger } from '#server/log'
import type { OrderQuote } from '#shared/contract/orders'
import type { ProductCard } from '#shared/schemas'
import { freshDatabase } from '../support/databases'
import { testJobs } from '../support/jobs'
import { seedProduct } from '../support/seed'
import { CENTER, delivery, NIGHT, NOON, seedOption, shopClient } from '../support/shop'

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
