import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { LIMITS, record, retryAfter } from '#server/api/auth/rate-limit'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import {
  CheckoutLinkOutput,
  DeliveryInfoInput,
  DeliveryInfoOutput,
  FollowOrderArgs,
  GetDishInput,
  GetOrderStatusInput,
  mcp,
  OrderForArgs,
  PriceCartInput,
  SearchMenuInput,
  SearchMenuOutput,
} from '#shared/contract/assistant'
import { Product } from '#shared/contract/catalog'
import { OrderQuote } from '#shared/contract/orders'
import { SharedOrder } from '#shared/contract/shares'
import { translate } from '#shared/i18n'
import { type Lang, localizePath } from '#shared/locales'
import { createHandover } from './handovers'
import { followOrderPrompt, orderForPrompt } from './prompts'
import {
  cartLines,
  deliveryInfo,
  getDish,
  orderStatus,
  priceCart,
  searchMenu,
  type ToolAnswer,
} from './tools'

type McpDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  /** Where checkout links point: PUBLIC_ORIGIN, else the origin the call came to. */
  publicOrigin?: string | undefined
}

/** A tool's answer: the data as structured content (and as text for older clients), or its refusal. */
function result<T extends object>(answer: ToolAnswer<T>): CallToolResult {
  if (!answer.ok) return { isError: true, content: [{ type: 'text', text: answer.message }] }
  return {
    structuredContent: answer.data as Record<string, unknown>,
    content: [{ type: 'text', text: JSON.stringify(answer.data) }],
  }
}

/** One server per request (stateless Streamable HTTP): nothing lives between calls. */
/**
 * The MCP SDK, imported on the first assistant's call: about 14 MB resident that an instance no
 * assistant asks would carry for nothing (docs/benchmarks.md, "2026-11-28, night").
 */
let sdk:
  | Promise<
      [
        typeof import('@modelcontextprotocol/sdk/server/mcp.js'),
        typeof import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
      ]
    >
  | undefined
const loadSdk = () => {
  sdk ??= Promise.all([
    import('@modelcontextprotocol/sdk/server/mcp.js'),
    import('@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'),
  ])
  return sdk
}

function assistantServer(Server: typeof McpServer, deps: McpDeps, fallback: Lang, origin: string) {
  const server = new Server({ name: 'sushi-shop', version: '1.0.0' })
  const view = (lang: Lang | undefined) => deps.catalog.view(lang ?? fallback, deps.now())
  const readOnly = { readOnlyHint: true, openWorldHint: false }

  server.registerTool(
    'search_menu',
    {
      description:
        'Search the menu by words, category, highest price (cents), allergens to avoid and vegetarian dishes',
      inputSchema: SearchMenuInput,
      outputSchema: SearchMenuOutput,
      annotations: readOnly,
    },
    async ({ lang, ...query }) =>
      result({ ok: true, data: { dishes: searchMenu(await view(lang), query) } }),
  )
  server.registerTool(
    'get_dish',
    {
      description:
        'A dish with its option groups (ids for price_cart), allergens, weight and price',
      inputSchema: GetDishInput,
      outputSchema: Product.shape,
      annotations: readOnly,
    },
    async ({ lang, dish }) => result(getDish(await view(lang), dish)),
  )
  server.registerTool(
    'delivery_info',
    {
      description:
        'Delivery zones with fees, minimums, free-delivery thresholds and times; restaurants with hours; whether each kitchen takes orders now (paused, busy)',
      inputSchema: DeliveryInfoInput,
      outputSchema: DeliveryInfoOutput,
      annotations: readOnly,
    },
    async ({ lang, zone }) => result(deliveryInfo(await view(lang), zone)),
  )
  server.registerTool(
    'price_cart',
    {
      description:
        "Price a cart with the shop's own quote: options, the zone's fee and minimum, offers and promo codes, the kitchen's hours and slots",
      inputSchema: PriceCartInput,
      outputSchema: OrderQuote.shape,
      annotations: readOnly,
    },
    async ({ lang, ...request }) =>
      result(await priceCart(deps.db, await view(lang), request, deps.now())),
  )
  server.registerTool(
    'create_checkout_link',
    {
      description:
        "A link that opens the shop's checkout with this cart and these choices filled in, valid for an hour: the customer signs in by phone and pays there. Give it to the customer; no payment or personal data goes through the assistant",
      inputSchema: PriceCartInput,
      outputSchema: CheckoutLinkOutput,
    },
    async ({ lang, ...request }) => {
      const catalog = await view(lang)
      const priced = await priceCart(deps.db, catalog, request, deps.now())
      if (!priced.ok) return result(priced)
      const link = await createHandover(
        deps.db,
        cartLines(catalog, request.lines),
        {
          orderType: request.orderType,
          regionId: request.regionId ?? null,
          restaurantId: request.restaurantId ?? null,
          time: request.time,
          promoCode: request.promoCode ?? null,
        },
        deps.now(),
      )
      const url = new URL(localizePath('/checkout', catalog.lang), origin)
      url.searchParams.set('handover', link.token)
      return result({ ok: true, data: { url: url.href, expiresAt: link.expiresAt.toISOString() } })
    },
  )

  server.registerTool(
    'get_order_status',
    {
      description:
        "An order's status, promised time and dishes, by the link its customer shared from the order's page (or the link's token). Read-only; a revoked or expired link is refused",
      inputSchema: GetOrderStatusInput,
      outputSchema: SharedOrder.shape,
      annotations: readOnly,
    },
    async ({ lang, link }) =>
      result(await orderStatus(deps.db, await view(lang), link, deps.now())),
  )

  // Prompts: the requests a customer starts with, worded to lead the assistant through the tools.
  server.registerPrompt(
    'order_for',
    {
      title: 'Order for a group',
      description:
        'Choose dishes for a number of people, avoiding what they do not eat, and hand the cart over to pay in the shop',
      argsSchema: OrderForArgs,
    },
    (args) => orderForPrompt(args.lang ?? fallback, args),
  )
  server.registerPrompt(
    'follow_order',
    {
      title: 'Where is my order?',
      description: 'Follow an order by the link its customer shared',
      argsSchema: FollowOrderArgs,
    },
    (args) => followOrderPrompt(args.lang ?? fallback, args.link),
  )

  // Resources: what an assistant may read whole into its context (the menu, the opening hours).
  const json = (uri: URL, data: unknown) => ({
    contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(data) }],
  })
  server.registerResource(
    'menu',
    'menu://sections',
    {
      description: 'The whole menu by section, in the request language',
      mimeType: 'application/json',
    },
    async (uri) => json(uri, (await view(undefined)).sections),
  )
  server.registerResource(
    'opening-hours',
    'menu://opening-hours',
    {
      description: "Each restaurant's weekly hours and special days",
      mimeType: 'application/json',
    },
    async (uri) =>
      json(
        uri,
        (await view(undefined)).restaurants.map(
          ({ id, name, address, hours, specialDays, pickup }) => ({
            id,
            name,
            address,
            pickup,
            hours,
            specialDays,
          }),
        ),
      ),
  )
  return server
}

/** JSON-RPC's error body: what MCP clients read from a refused HTTP request. */
const rpcError = (code: number, message: string) => ({
  jsonrpc: '2.0' as const,
  error: { code, message },
  id: null,
})

/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP, without sessions (spec 2025-06-18
 * §transports), so any instance answers any call. Public, with a budget per client address.
 */
export function mcpRoutes(deps: McpDeps) {
  const app = contractApp()
  // Documented, but answered by the SDK's transport: JSON-RPC's own checks, not the contract's.
  app.openAPIRegistry.registerPath(mcp)
  app.post('/mcp', async (c) => {
    const lang = requestLang(c)
    const client = c.req.header('x-client-ip') ?? 'unknown'
    const limit = LIMITS.assistantPerClientHour
    const wait = await retryAfter(deps.db, limit, client, deps.now())
    if (wait > 0) {
      return c.json(rpcError(-32000, translate(lang, 'assistant.tooMany')), 429, {
        'Retry-After': String(wait),
      })
    }
    await record(deps.db, limit.bucket, client, deps.now())
    // The API's checks before this one read the body already.
    const body: unknown = await c.req.json().catch(() => undefined)
    if (body === undefined) return c.json(rpcError(-32700, 'Parse error'), 400)
    const [{ McpServer }, { WebStandardStreamableHTTPServerTransport }] = await loadSdk()
    const origin = deps.publicOrigin ?? new URL(c.req.url).origin
    const server = assistantServer(McpServer, deps, lang, origin)
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    })
    await server.connect(transport)
    return transport.handleRequest(c.req.raw, { parsedBody: body })
  })
  return app
}
