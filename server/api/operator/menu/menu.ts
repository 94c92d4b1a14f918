import { asc } from 'drizzle-orm'
import type { z } from 'zod'
import { contractApp } from '#server/api/contract'
import type { EditDeps } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import type { Allergens } from '#shared/allergens'
import type { TagSchema } from '#shared/contract/catalog'
import * as contract from '#shared/contract/operator/menu'
import { categoryView } from './categories'

// The menu as staff see it: every language, the stop-list and what the storefront hides.

type ProductRow = typeof t.products.$inferSelect

export const optionView = (o: typeof t.modifierOptions.$inferSelect) => ({
  ...o,
  allergens: o.allergens as Allergens,
  unavailableUntil: o.unavailableUntil?.toISOString() ?? null,
})

export function productView(p: ProductRow): z.infer<typeof contract.OperatorProduct> {
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
async function operatorMenu(db: Database): Promise<z.infer<typeof contract.OperatorMenu>> {
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
export function menuRoutes({ db, guard }: EditDeps) {
  const app = contractApp<StaffEnv>()
  app.openapi(guard(contract.menu), async (c) => c.json({ data: await operatorMenu(db) }, 200))
  return app
}
