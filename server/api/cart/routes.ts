import { Hono } from 'hono'
import { z } from 'zod'
import { AllergenList } from '#shared/schemas'
import type { CatalogStore } from '../catalog/store'
import type { OpenApi } from '../openapi'
import { requestLang, validate } from '../validate'
import { priceCart } from './pricing'
import { CartLineSchema } from './schema'

const QuoteRequest = z.object({ lines: z.array(CartLineSchema).max(100) })

const PricedLine = z.object({
  id: z.int(),
  slug: z.string().nullable(),
  name: z.string().nullable(),
  image: z.string().nullable(),
  quantity: z.int(),
  modifiers: z.array(
    z.object({ id: z.int(), name: z.string(), quantity: z.int(), price: z.int() }),
  ),
  allergens: AllergenList,
  unitPrice: z.int(),
  total: z.int(),
  status: z.enum(['ok', 'unavailable', 'gone', 'invalid']),
  priceChanged: z.boolean(),
})
const Quote = z.object({
  data: z.object({
    lines: z.array(PricedLine),
    subtotal: z.int(),
    count: z.int(),
    orderable: z.boolean(),
  }),
})

/** The cart priced by the server: the browser's totals are only what it shows. */
export function cartRoutes(
  catalog: CatalogStore,
  docs: OpenApi,
  now: () => Date = () => new Date(),
) {
  const app = new Hono()
  docs.add({
    method: 'post',
    path: '/cart/quote',
    tag: 'cart',
    summary: 'Price cart lines from the catalog (names, modifiers, totals, unavailable lines)',
    body: QuoteRequest,
    response: Quote,
  })
  app.post('/cart/quote', validate('json', QuoteRequest), async (c) => {
    const view = await catalog.view(requestLang(c), now())
    return c.json({ data: priceCart(view, c.req.valid('json').lines) })
  })
  return app
}
