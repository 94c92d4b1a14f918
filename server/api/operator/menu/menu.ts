import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import type { Allergens } from '#shared/allergens'
import { AllergenList, TagSchema } from '#shared/schemas'
import { type EditDeps, Localized } from '../edits'
import type { StaffEnv } from '../roles'
import { categoryView, OperatorCategory } from './categories'

// The menu as staff see it: every language, the stop-list and what the storefront hides.

export const OperatorProduct = z.object({
  id: z.int(),
  slug: z.string(),
  categoryId: z.int(),
  sort: z.int(),
  name: Localized,
  description: Localized,
  price: z.int().describe('euro cents'),
  weightGrams: z.int().nullable(),
  pieces: z.int().nullable(),
  volumeMl: z.int().nullable(),
  tags: z.array(TagSchema),
  allergens: AllergenList,
  image: z.string(),
  available: z.boolean(),
  unavailableUntil: z.string().nullable().describe('a stop that ends by itself ends then'),
})

export const OperatorOption = z.object({
  id: z.int(),
  groupId: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: Localized,
  price: z.int().describe('euro cents'),
  maxQuantity: z.int(),
  allergens: AllergenList,
  available: z.boolean(),
  unavailableUntil: z.string().nullable(),
})

/** A product with its modifier groups' ids in the order the storefront offers them. */
export const OperatorMenuProduct = OperatorProduct.extend({ modifierGroupIds: z.array(z.int()) })

export const OperatorMenu = z.object({
  data: z.object({
    categories: z.array(OperatorCategory),
    products: z.array(OperatorMenuProduct),
    modifierGroups: z.array(
      z.object({
        id: z.int(),
        slug: z.string(),
        name: Localized,
        required: z.boolean(),
        min: z.int(),
        max: z.int(),
        options: z.array(OperatorOption),
      }),
    ),
  }),
})

type ProductRow = typeof t.products.$inferSelect

export const optionView = (o: typeof t.modifierOptions.$inferSelect) => ({
  ...o,
  allergens: o.allergens as Allergens,
  unavailableUntil: o.unavailableUntil?.toISOString() ?? null,
})

export function productView(p: ProductRow): z.infer<typeof OperatorProduct> {
  return {
    id: p.id,
    slug: p.slug,
    categoryId: p.categoryId,
    sort: p.sort,
    name: p.name,
    description: p.description,
    price: p.price,
    weightGrams: p.weightGrams,
    pieces: p.pieces,
    volumeMl: p.volumeMl,
    tags: p.tags as z.infer<typeof TagSchema>[],
    allergens: p.allergens as Allergens,
    image: p.image,
    available: p.available,
    unavailableUntil: p.unavailableUntil?.toISOString() ?? null,
  }
}

/** Read from the database, not the storefront's cache: staff see what is stored this moment. */
async function operatorMenu(db: Database): Promise<z.infer<typeof OperatorMenu>['data']> {
  const [categories, products, groups, options, links] = await Promise.all([
    db.select().from(t.categories).orderBy(asc(t.categories.sort), asc(t.categories.id)),
    db.select().from(t.products).orderBy(asc(t.products.sort), asc(t.products.id)),
    db.select().from(t.modifierGroups).orderBy(asc(t.modifierGroups.id)),
    db
      .select()
      .from(t.modifierOptions)
      .orderBy(asc(t.modifierOptions.sort), asc(t.modifierOptions.id)),
    db.select().from(t.productModifierGroups).orderBy(asc(t.productModifierGroups.sort)),
  ])
  return {
    categories: categories.map(categoryView),
    products: products.map((p) => ({
      ...productView(p),
      modifierGroupIds: links.filter((l) => l.productId === p.id).map((l) => l.groupId),
    })),
    modifierGroups: groups.map((g) => ({
      id: g.id,
      slug: g.slug,
      name: g.name,
      required: g.required,
      min: g.min,
      max: g.max,
      options: options.filter((o) => o.groupId === g.id).map(optionView),
    })),
  }
}

/** The menu whole for the console, from the kitchen up. */
export function menuRoutes(deps: EditDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()

  app.get(
    '/operator/menu',
    access({
      method: 'get',
      path: '/operator/menu',
      role: 'kitchen',
      tag: 'operator',
      summary:
        'The menu in all four languages: categories, products (cents, stop-list, picture, tags) and modifier groups with their options',
      response: OperatorMenu,
    }),
    async (c) => c.json({ data: await operatorMenu(db) }),
  )

  return app
}
