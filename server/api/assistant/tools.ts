import { filterProducts } from '#server/api/catalog/routes'
import type { CatalogView } from '#server/api/catalog/store'
import { offerContext } from '#server/api/offers/store'
import { quoteAnswer } from '#server/api/orders/answers'
import { priceOrder } from '#server/api/orders/pricing'
import { sharedOrder, shareToken } from '#server/api/orders/shares'
import type { Database } from '#server/db/client'
import type { CartLine } from '#shared/cart'
import type { AssistantLine, PriceCartRequest } from '#shared/contract/assistant'
import type { Product, ProductCard } from '#shared/contract/catalog'
import type { OrderQuote } from '#shared/contract/orders'
import type { SharedOrder } from '#shared/contract/shares'
import { translate } from '#shared/i18n'

// What the assistants' tools do, as plain functions over the catalog view: /mcp (mcp.ts) only
// validates, limits and wraps them. A refusal is a sentence for the assistant to relay.

export type ToolAnswer<T> = { ok: true; data: T } | { ok: false; message: string }

const refuse = (message: string) => ({ ok: false as const, message })

export function searchMenu(
  view: CatalogView,
  query: {
    text?: string | undefined
    category?: string | undefined
    maxPrice?: number | undefined
    without?: ProductCard['allergens']
    vegetarian?: boolean | undefined
  },
): ProductCard[] {
  const found = filterProducts(view, {
    q: query.text,
    category: query.category,
    without: query.without ?? undefined,
    tags: query.vegetarian ? ['vegetarian'] : undefined,
    sort: 'popularity',
  })
  return found.filter((dish) => query.maxPrice === undefined || dish.price <= query.maxPrice)
}

export function getDish(view: CatalogView, ref: string): ToolAnswer<Product> {
  const product =
    view.productBySlug.get(ref) ??
    (/^\d+$/.test(ref) ? view.productById.get(Number(ref)) : undefined)
  return product
    ? { ok: true, data: product }
    : refuse(translate(view.lang, 'assistant.unknownDish', { dish: ref }))
}

export function deliveryInfo(view: CatalogView, zone: string | undefined) {
  const needle = zone?.toLocaleLowerCase(view.lang)
  const zones = view.regions.filter(
    (r) =>
      !needle ||
      r.slug === needle ||
      String(r.id) === needle ||
      r.name.toLocaleLowerCase(view.lang).includes(needle),
  )
  if (needle && zones.length === 0)
    return refuse(translate(view.lang, 'assistant.unknownZone', { zone: zone ?? '' }))
  const kitchens = [...view.kitchens.values()].map((k) => ({
    restaurantId: k.id,
    name: k.name,
    takingOrders: k.takingOrders,
    opensAt: k.opensAt?.toISOString() ?? null,
    pause: k.pause,
    busyMinutes: k.pace.busyMinutes,
  }))
  return { ok: true as const, data: { zones, restaurants: view.restaurants, kitchens } }
}

/** An assistant's lines as the shop's cart keeps them, at today's prices. */
export function cartLines(view: CatalogView, lines: readonly AssistantLine[]): CartLine[] {
  return lines.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    currentPrice: view.productById.get(line.id)?.price ?? 0,
    modifiers: line.options.map((option) => ({
      id: option.id,
      quantity: option.quantity,
      currentPrice: view.optionById.get(option.id)?.price ?? 0,
    })),
  }))
}

/**
 * The shop's own quote for an anonymous cart: today's prices fill the lines (an assistant never
 * states a price), offers without a customer (a first order), no bonuses.
 */
export async function priceCart(
  db: Database,
  view: CatalogView,
  request: PriceCartRequest,
  now: Date,
): Promise<ToolAnswer<OrderQuote>> {
  const unknown = request.lines.find((line) => !view.productById.has(line.id))
  if (unknown) return refuse(translate(view.lang, 'assistant.unknownDish', { dish: unknown.id }))
  const order = {
    ...request,
    lines: cartLines(view, request.lines),
    persons: 1,
    comment: '',
    bonusToSpend: 0,
  }
  const offers = await offerContext(db, null, request.promoCode)
  const pricing = priceOrder(view, order, 0, now, offers)
  // The customer types the street in the shop: an assistant is never told it.
  delete pricing.problems['address.street']
  const quote = await quoteAnswer(db, view, pricing, { balance: 0, at: now, lang: view.lang })
  const problems = Object.values(quote.problems)
  return problems.length ? refuse(problems.join(' ')) : { ok: true, data: quote }
}

/** An order its customer shared by a link: what the link's page shows, nothing more. */
export async function orderStatus(
  db: Database,
  view: CatalogView,
  link: string,
  now: Date,
): Promise<ToolAnswer<SharedOrder>> {
  const token = shareToken(link)
  const order = token && (await sharedOrder(db, view, token, now))
  return order ? { ok: true, data: order } : refuse(translate(view.lang, 'order.shareEnded'))
}
