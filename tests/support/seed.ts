import { expect } from 'vitest'
import { shopFigures, withFigures } from '#server/api/catalog/figures'
import categories from '#server/db/seed/data/categories.json'
import modifierGroups from '#server/db/seed/data/modifierGroups.json'
import orderTypes from '#server/db/seed/data/orderTypes.json'
import paymentTypes from '#server/db/seed/data/paymentTypes.json'
import seedProducts from '#server/db/seed/data/products.json'
import promotions from '#server/db/seed/data/promotions.json'
import regions from '#server/db/seed/data/regions.json'
import restaurants from '#server/db/seed/data/restaurants.json'
import site from '#server/db/seed/data/site.json'
import socials from '#server/db/seed/data/socials.json'
import type { Allergen } from '#shared/allergens'
import type { ProductCard, Tag } from '#shared/contract/catalog'
import type { Lang } from '#shared/locales'

// The demo restaurant the seed writes, as the expectations of the API tests. Rows are inserted in
// file order into fresh tables, so a row's id is its position in its file plus one.

// JSON's inferred types differ per row (an empty list is never[]); the rows as the seed reads them.
type ProductRow = Omit<(typeof seedProducts)[number], 'tags' | 'allergens'> & {
  tags: Tag[]
  allergens: Allergen[]
}
const products = seedProducts as ProductRow[]

export const SEED = {
  categories,
  modifierGroups,
  orderTypes,
  paymentTypes,
  products,
  promotions,
  regions,
  restaurants,
  site,
  socials,
}

export type SeedProduct = (typeof products)[number]

/** A seed text (an alert, a promotion) in `lang` with its figures filled in from the seed's data. */
export function seedText(localized: Record<Lang, string>, lang: Lang): string {
  return withFigures(localized[lang], shopFigures(site.bonusRules, regions, lang))
}

/** A dish's picture: drawn at seed time (server/db/seed/pictures.ts), named by the drawing's hash. */
const DRAWN = expect.stringMatching(/^\/api\/images\/dish-[a-f0-9]{24}$/) as unknown as string

const byOrder = <T extends { sort: number }>(rows: readonly T[]) =>
  rows
    .map((row, index) => ({ row, id: index + 1 }))
    .sort((a, b) => a.row.sort - b.row.sort || a.id - b.id)

/** A seeded dish as the API returns it: its id, and its picture drawn at seed time. */
export function seedProduct(slug: string): SeedProduct & { id: number; image: string } {
  const index = products.findIndex((p) => p.slug === slug)
  if (index < 0) throw new Error(`no seed product ${slug}`)
  return { ...products[index]!, id: index + 1, image: DRAWN }
}

export function seedCategory(slug: string) {
  const index = categories.findIndex((c) => c.slug === slug)
  if (index < 0) throw new Error(`no seed category ${slug}`)
  return { ...categories[index]!, id: index + 1 }
}

/** The card of a seed product as the API should answer it in `lang`. */
export function expectedCard(slug: string, lang: Lang): ProductCard {
  const p = seedProduct(slug)
  return {
    id: p.id,
    slug: p.slug,
    categoryId: seedCategory(p.category).id,
    categorySlug: p.category,
    name: p.name[lang],
    description: p.description[lang],
    price: p.price,
    weightGrams: p.weightGrams,
    pieces: p.pieces,
    volumeMl: p.volumeMl,
    tags: p.tags,
    allergens: p.allergens,
    popularity: p.popularity,
    image: DRAWN,
    placeholder: expect.stringMatching(/^data:image\/webp;base64,/) as unknown as string,
    available: true,
    backAt: null,
    hasModifiers: p.modifierGroups.length > 0,
    offer: null,
  }
}

/** The categories in menu order with their products' slugs in menu order. */
export function expectedMenu(): { slug: string; id: number; products: string[] }[] {
  const ordered = byOrder(products)
  return byOrder(categories).map(({ row, id }) => ({
    slug: row.slug,
    id,
    products: ordered.filter((p) => p.row.category === row.slug).map((p) => p.row.slug),
  }))
}

/** Slugs of the seed products passing `keep`, in the API's default order (most popular first). */
export function byPopularity(keep: (p: SeedProduct) => boolean = () => true): string[] {
  return products
    .map((p, index) => ({ p, id: index + 1 }))
    .filter(({ p }) => keep(p))
    .sort((a, b) => b.p.popularity - a.p.popularity || a.id - b.id)
    .map(({ p }) => p.slug)
}
