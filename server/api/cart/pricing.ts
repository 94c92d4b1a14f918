import type { CatalogView } from '#server/api/catalog/store'
import { lineAllergens } from '#shared/allergens'
import type { CartLine } from '#shared/cart'
import type { PricedLine, Quote } from '#shared/contract/cart'
import { selectionProblems, unitPrice } from '#shared/modifiers'
import type { OfferLine } from '#shared/offers'

/**
 * The lines that count for offers (the ones the kitchen can cook), each with its dish, category
 * and the dish's own price (a free dish "without its options" is that much off).
 */
export function offerLines(view: CatalogView, lines: readonly PricedLine[]): OfferLine[] {
  return lines
    .filter((line) => line.status === 'ok')
    .map((line) => {
      const product = view.productById.get(line.id)
      return {
        total: line.total,
        categoryId: product?.categoryId ?? null,
        productId: line.id,
        quantity: line.quantity,
        unitBase: product?.price ?? line.unitPrice,
      }
    })
}

/**
 * Prices cart lines from the catalog alone: the client's figures only tell whether a price changed.
 * Lines whose product vanished, whose product or a chosen option is stop-listed, or whose modifiers
 * break the rules are kept (so the customer sees them) but priced at zero and marked.
 */
export function priceCart(view: CatalogView, lines: readonly CartLine[]): Quote {
  const priced = lines.map((line): PricedLine => {
    const product = view.productById.get(line.id)
    if (!product) {
      return {
        id: line.id,
        slug: null,
        name: null,
        image: null,
        quantity: line.quantity,
        modifiers: [],
        allergens: null,
        unitPrice: 0,
        total: 0,
        status: 'gone',
        priceChanged: false,
      }
    }
    const options = new Map(
      product.modifierGroups.flatMap((g) => g.options.map((o) => [o.id, o] as const)),
    )
    // A selection holds each option once: a repeated id would collapse into it unchecked and then be
    // stored (and cooked) as many times as it was sent.
    const ids = line.modifiers.map((m) => m.id)
    const repeated = new Set(ids).size !== ids.length
    const selection = Object.fromEntries(line.modifiers.map((m) => [m.id, m.quantity]))
    const invalid = repeated || selectionProblems(product.modifierGroups, selection).length > 0
    const stopped = line.modifiers.some((m) => view.stoppedOptions.has(m.id))
    const chosen = line.modifiers.flatMap((m) => {
      const option = options.get(m.id) ?? view.stoppedOptions.get(m.id)
      return option ? [{ option, quantity: m.quantity }] : []
    })
    const modifiers = chosen.map(({ option, quantity }) => ({
      id: option.id,
      name: option.name,
      quantity,
      price: option.price,
    }))
    const unit = unitPrice(
      product.price,
      modifiers.map((m) => ({ id: m.id, quantity: m.quantity, currentPrice: m.price })),
    )
    const status: PricedLine['status'] =
      !product.available || stopped ? 'unavailable' : invalid ? 'invalid' : 'ok'
    const remembered = unitPrice(line.currentPrice, line.modifiers)
    return {
      id: product.id,
      slug: product.slug,
      name: product.name,
      image: product.image,
      quantity: line.quantity,
      modifiers,
      allergens: lineAllergens(
        product.allergens,
        chosen.map(({ option }) => option.allergens),
      ),
      unitPrice: unit,
      total: status === 'ok' ? unit * line.quantity : 0,
      status,
      priceChanged: status === 'ok' && remembered !== unit,
    }
  })
  const ok = priced.filter((l) => l.status === 'ok')
  return {
    lines: priced,
    subtotal: ok.reduce((sum, l) => sum + l.total, 0),
    count: ok.reduce((sum, l) => sum + l.quantity, 0),
    orderable: ok.length > 0 && ok.length === priced.length,
  }
}
