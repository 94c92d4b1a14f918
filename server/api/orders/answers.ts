import { translate } from '../../../shared/i18n'
import type { Lang } from '../../../shared/locales'
import { formatPrice } from '../../../shared/money'
import { ApiError } from '../errors'
import type { Placement } from './place'
import type { OrderPricing, Problems } from './pricing'

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

/** A quote: the figures of the pricing (not its catalog rows), the balance and what blocks it. */
export function quoteAnswer(pricing: OrderPricing, balance: number, lang: Lang) {
  const {
    region: _r,
    restaurant: _s,
    kitchen: _k,
    scheduledFor: _t,
    problems,
    ...figures
  } = pricing
  return { ...figures, balance, problems: problemMessages(problems, lang) }
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
