import type { CatalogView } from '#server/api/catalog/store'
import { ApiError } from '#server/api/errors'
import type { Database } from '#server/db/client'
import type { OrderQuote } from '#shared/contract/orders'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { fullSlots } from './capacity'
import type { Placement } from './place'
import { type OrderPricing, type Problems, SLOT_FULL } from './pricing'
import { promiseFor } from './promise'

// What the shop's checkout and the console's phone orders answer alike, from one pricing.

/** Each problem's sentence in the asker's language, by its field. */
export function problemMessages(problems: Problems, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, { key, params }]) => {
      const shown = Object.fromEntries(
        Object.entries(params ?? {}).map(([name, value]) => [
          name,
          ['minOrder', 'amount'].includes(name) ? formatPrice(Number(value), lang) : value,
        ]),
      )
      return [field, translate(lang, key, shown)]
    }),
  )
}

/**
 * A quote: the figures of the pricing (not its catalog rows), the balance, the time the order can
 * be promised for, the slots with no room for it, and what blocks it.
 */
export async function quoteAnswer(
  db: Database,
  view: CatalogView,
  pricing: OrderPricing,
  { balance, at, lang }: { balance: number; at: Date; lang: Lang },
): Promise<OrderQuote> {
  const promised = await promiseFor(db, view, pricing, at)
  const kitchen = pricing.kitchen && view.kitchens.get(pricing.kitchen.id)
  // The picker offers no slot without room for this order.
  const full = kitchen ? await fullSlots(db, kitchen, at, pricing.total) : []
  const { region, restaurant: _s, kitchen: _k, scheduledFor: _t, problems, ...figures } = pricing
  return {
    ...figures,
    regionId: region?.id ?? null,
    balance,
    // Nothing is promised for a time the kitchen does not take (closed, paused, full).
    promisedAt: problems.time || promised.slotFull ? null : (promised.at?.toISOString() ?? null),
    fullSlots: full.map((slot) => new Date(slot).toISOString()),
    problems: problemMessages(
      promised.slotFull ? { time: SLOT_FULL, ...problems } : problems,
      lang,
    ),
  }
}

/** The placement that made (or replayed) an order, or the error that says why it made none. */
export function placed(placement: Placement, lang: Lang): Extract<Placement, { kind: 'placed' }> {
  if (placement.kind === 'in-flight') throw new ApiError(409, translate(lang, 'order.inFlight'))
  if (placement.kind === 'key-reused') {
    throw new ApiError(422, translate(lang, 'order.keyReused'), {
      'Idempotency-Key': translate(lang, 'order.keyReused'),
    })
  }
  if (placement.kind === 'invalid') {
    throw new ApiError(
      422,
      translate(lang, 'validation.failed'),
      problemMessages(placement.problems, lang),
    )
  }
  return placement
}

/** An Idempotency-Key as the order routes accept it. */
export function idempotencyKey(header: string | undefined, lang: Lang): string {
  const key = header ?? ''
  if (!/^[\w-]{8,255}$/.test(key)) throw new ApiError(400, translate(lang, 'order.idempotencyKey'))
  return key
}
