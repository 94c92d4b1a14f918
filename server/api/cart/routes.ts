import type { Env } from 'hono'
import * as contract from '#shared/contract/cart'
import type { CatalogStore } from '../catalog/store'
import { contractApp } from '../contract'
import { requestLang } from '../validate'
import { priceCart } from './pricing'

/** The cart priced by the server: the browser's totals are only what it shows. */
export function cartRoutes(catalog: CatalogStore, now: () => Date = () => new Date()) {
  const app = contractApp<Env>()
  app.openapi(contract.cartQuote, async (c) => {
    const view = await catalog.view(requestLang(c), now())
    return c.json({ data: priceCart(view, c.req.valid('json').lines) }, 200)
  })
  return app
}
