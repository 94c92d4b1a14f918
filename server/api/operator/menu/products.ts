import { eq } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId, validate } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import { translate } from '#shared/i18n'
import { formatPrice } from '#shared/money'
import { NEW_PRICE_CEILING, PRICE_FLOOR, unusualPrice } from '#shared/price-guard'
import { TagSchema } from '#shared/schemas'
import {
  AllergenChoice,
  Cents,
  createRow,
  type Editable,
  type EditDeps,
  editRow,
  localizedText,
  Picture,
  Position,
  Slug,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'
import { OperatorProduct, productView } from './menu'

const Amount = z.int().min(1).max(100_000).nullable()

const ProductFields = z.object({
  name: localizedText(120),
  description: localizedText(2000, false),
  price: Cents,
  categoryId: z.int().positive().max(2_147_483_647),
  image: Picture,
  weightGrams: Amount,
  pieces: Amount,
  volumeMl: Amount,
  tags: z
    .array(TagSchema)
    .max(20)
    .transform((tags) => [...new Set(tags)]),
  allergens: AllergenChoice,
  sort: Position,
  confirmPrice: z
    .boolean()
    .optional()
    .describe('staff confirmed a price far from the stored one, or below €0.50'),
})
const ProductCreate = ProductFields.extend({
  slug: Slug,
  weightGrams: Amount.default(null),
  pieces: Amount.default(null),
  volumeMl: Amount.default(null),
  tags: ProductFields.shape.tags.default([]),
  allergens: AllergenChoice.default(null),
  sort: Position.default(0),
})
const ProductEdit = ProductFields.partial().refine(somethingToChange, 'operator.nothingToChange')
const Answer = z.object({ data: OperatorProduct })

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

const PRODUCT: Editable<typeof t.products> = {
  table: t.products,
  type: 'product',
  notFound: 'api.productNotFound',
  audited: productView,
  check: (tx, c, values) => requireCategory(tx, c, values.categoryId),
}

/** Managers add products and change their names, texts, price, category, picture and place. */
export function productRoutes(deps: EditDeps) {
  const app = new Hono<StaffEnv>()

  app.post(
    '/operator/products',
    deps.access({
      method: 'post',
      path: '/operator/products',
      role: 'manager',
      tag: 'operator',
      summary: 'Add a product (names and descriptions in all four languages, price in cents)',
      body: ProductCreate,
      response: Answer,
      errors: [409],
    }),
    validate('json', ProductCreate),
    async (c) => {
      const fields = await checkPrice(deps.db, c, null, c.req.valid('json'))
      const product = await createRow(deps, c, PRODUCT, fields)
      return c.json({ data: productView(product) }, 201)
    },
  )

  app.post(
    '/operator/products/:id',
    deps.access({
      method: 'post',
      path: '/operator/products/:id',
      role: 'manager',
      tag: 'operator',
      summary:
        "Change a product's names, descriptions, price (cents), category, picture, weight or pieces, tags, allergens or position",
      body: ProductEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', ProductEdit),
    async (c) => {
      const fields = await checkPrice(deps.db, c, rowId(c), c.req.valid('json'))
      const product = await editRow(deps, c, PRODUCT, fields)
      return c.json({ data: productView(product) })
    },
  )

  return app
}
