import type { Env } from 'hono'
import { customerOf } from '#server/api/auth/require-customer'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { offerContext } from '#server/api/offers/store'
import { problemMessages } from '#server/api/orders/answers'
import { codeProblem } from '#server/api/orders/pricing'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as contract from '#shared/contract/cart'
import { priceOffers } from '#shared/offers'
import { offerLines, priceCart } from './pricing'

/**
 * The cart priced by the server: the browser's totals are only what it shows. Its offers are a
 * preview, as far as the cart tells (no fee; the customer's facts when signed in: a first-order
 * offer, a code already used): the checkout's quote decides with the zone and the time.
 */
export function cartRoutes(
  db: Database,
  catalog: CatalogStore,
  now: () => Date = () => new Date(),
) {
  const app = contractApp<Env>()
  app.openapi(contract.cartQuote, async (c) => {
    const lang = requestLang(c)
    const at = now()
    const view = await catalog.view(lang, at)
    const body = c.req.valid('json')
    const quote = priceCart(view, body.lines)
    const customerId = await customerOf(db, c, at)
    const context = await offerContext(db, customerId, body.promoCode)
    const offers = priceOffers(
      {
        lines: offerLines(view, quote.lines),
        subtotal: quote.subtotal,
        deliveryFee: 0,
        orderType: body.orderType ?? 'delivery',
        zoneId: null,
        at,
        firstOrder: context.firstOrder,
        uses: context.uses,
        code: body.promoCode ?? null,
        batchCode: context.batchCode,
        bonus: { balance: 0, capPercent: 0, wanted: 0 },
      },
      context.offers,
    )
    const refusal = offers.codeRefusal && { promoCode: codeProblem(offers.codeRefusal) }
    return c.json(
      {
        data: {
          ...quote,
          offers: offers.applied,
          discount: offers.discount,
          promoProblem: refusal ? problemMessages(refusal, lang).promoCode! : null,
        },
      },
      200,
    )
  })
  return app
}
