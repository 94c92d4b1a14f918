import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { createRow, type Editable, type EditDeps, editRow } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import * as contract from '#shared/contract/operator/menu'
import { translate } from '#shared/i18n'
import { formatPrice } from '#shared/money'
import { NEW_PRICE_CEILING, PRICE_FLOOR, unusualPrice } from '#shared/price-guard'
import { productView } from './menu'

/**
 * An unusual price (shared/price-guard.ts) is saved only when confirmed: otherwise a 422 on the
 * field saying what it is against what it was. Answers the fields to store.
 */
async function checkPrice<
  T extends { price?: number | undefined; confirmPrice?: boolean | undefined },
>(db: Database, c: Context, productId: number | null, fields: T): Promise<Omit<T, 'confirmPrice'>> {
  const { confirmPrice, ...rest } = fields
  if (fields.price === undefined || confirmPrice) return rest
  const [stored] = productId
    ? await db
        .select({ price: t.products.price })
        .from(t.products)
        .where(eq(t.products.id, productId))
    : []
  const previous = stored?.price ?? null
  const why = unusualPrice(previous, fields.price)
  if (!why) return rest
  const lang = requestLang(c)
  const money = (cents: number) => formatPrice(cents, lang)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    price: translate(lang, `operator.menu.price.${why}`, {
      price: money(fields.price),
      previous: previous === null ? '' : money(previous),
      floor: money(PRICE_FLOOR),
      ceiling: money(NEW_PRICE_CEILING),
    }),
  })
}

/** A product names an existing category; otherwise a 422 on the field, not a foreign-key 500. */
async function requireCategory(tx: Database, c: Context, categoryId: number | undefined) {
  if (categoryId === undefined) return
  const [found] = await tx
    .select({ id: t.categories.id })
    .from(t.categories)
    .where(eq(t.categories.id, categoryId))
  if (found) return
  const lang = requestLang(c)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    categoryId: translate(lang, 'operator.menu.noCategory'),
  })
}

const PRODUCT: Editable<typeof t.products, 'product'> = {
  table: t.products,
  type: 'product',
  notFound: 'api.productNotFound',
  audited: productView,
  check: (tx, c, values) => requireCategory(tx, c, values.categoryId),
}

/** Managers add products and change their names, texts, price, category, picture and place. */
export function productRoutes(deps: EditDeps) {
  const app = contractApp<StaffEnv>()

  app.openapi(deps.guard(contract.createProduct), async (c) => {
    const fields = await checkPrice(deps.db, c, null, c.req.valid('json'))
    const product = await createRow(deps, c, PRODUCT, fields)
    return c.json({ data: productView(product) }, 201)
  })

  app.openapi(deps.guard(contract.editProduct), async (c) => {
    const fields = await checkPrice(deps.db, c, rowId(c), c.req.valid('json'))
    const product = await editRow(deps, c, PRODUCT, fields)
    return c.json({ data: productView(product) }, 200)
  })

  return app
}
