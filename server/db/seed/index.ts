import { sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import { prepareImage } from '#server/images/pipeline'
import { storeImage } from '#server/images/store'
import { Area } from '#shared/area'
import { type ImageKind, imagePath } from '#shared/images'
import type { LegalDoc } from '#shared/legal'
import type { Localized } from '#shared/localized'
import categories from './data/categories.json'
import legal from './data/legal.json'
import modifierGroups from './data/modifierGroups.json'
import oldSlugs from './data/oldSlugs.json'
import orderTypes from './data/orderTypes.json'
import paymentTypes from './data/paymentTypes.json'
import products from './data/products.json'
import promotions from './data/promotions.json'
import regions from './data/regions.json'
import restaurants from './data/restaurants.json'
import site from './data/site.json'
import socials from './data/socials.json'
import { bannerPicture, dishPicture, promotionPicture, rollsByName } from './pictures'

const CATALOG_TABLES = [
  'product_modifier_groups',
  'modifier_options',
  'modifier_groups',
  'products',
  'categories',
  'promotions',
  'regions',
  'restaurants',
  'payment_types',
  'order_types',
  'socials',
  'site_values',
  'old_slugs',
]

const withoutComment = ({ $comment: _, ...value }: { $comment?: string }) => value

/**
 * The legal pages' templates, marked as templates, for each page that has no version yet. Never
 * replaced by a re-seed: orders name the versions they were placed under.
 */
async function seedLegalTemplates(tx: Database) {
  const published = new Set(
    (await tx.selectDistinct({ doc: t.legalVersions.doc }).from(t.legalVersions)).map((r) => r.doc),
  )
  const missing = (legal as { doc: LegalDoc; title: Localized; body: Localized }[]).filter(
    (page) => !published.has(page.doc),
  )
  if (missing.length) {
    await tx
      .insert(t.legalVersions)
      .values(
        missing.map((page) => ({ ...page, version: 1, template: true, createdAt: new Date() })),
      )
  }
}

/** The demo restaurant, seeded on first start. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(t.categories)
  if (row && row.n > 0) return false
  await seed(db)
  return true
}

/** The demo restaurant's pictures, drawn from its data and checked by the upload pipeline. */
export async function demoPictures() {
  const rolls = rollsByName(products)
  const prepare = (svg: string, kind: ImageKind) =>
    prepareImage(new TextEncoder().encode(svg), kind, { trusted: true })
  const dishes = await Promise.all(
    products.map((p) =>
      prepare(
        dishPicture({ slug: p.slug, category: p.category, description: p.description.en }, rolls),
        'dish',
      ),
    ),
  )
  const offers = await Promise.all(
    promotions.map((p) => prepare(promotionPicture(p.slug, p.kind), 'dish')),
  )
  const banner = await prepare(bannerPicture([...rolls.values()]), 'banner')
  return { dishes, offers, banner }
}

/** Replaces the catalog with the demo restaurant (`npm run db:seed`). Orders and customers stay. */
export async function seed(db: Database) {
  const pictures = await demoPictures()
  await db.transaction(async (tx) => {
    for (const picture of [...pictures.dishes, ...pictures.offers, pictures.banner]) {
      await storeImage(tx, picture)
    }
    await tx.execute(sql.raw(`truncate ${CATALOG_TABLES.join(', ')} restart identity cascade`))
    const categoryRows = await tx
      .insert(t.categories)
      .values(
        categories.map(({ slug, sort, name, description }) => ({ slug, sort, name, description })),
      )
      .returning({ id: t.categories.id, slug: t.categories.slug })
    const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]))

    const groupId = new Map<string, number>()
    for (const group of modifierGroups) {
      const [row] = await tx
        .insert(t.modifierGroups)
        .values({
          slug: group.slug,
          name: group.name,
          required: group.required,
          min: group.min,
          max: group.max,
        })
        .returning({ id: t.modifierGroups.id })
      groupId.set(group.slug, row!.id)
      await tx.insert(t.modifierOptions).values(
        group.options.map((option, index) => ({
          groupId: row!.id,
          slug: option.slug,
          sort: index,
          name: option.name,
          price: option.price,
          maxQuantity: option.maxQuantity,
          allergens: option.allergens,
        })),
      )
    }

    const productRows = await tx
      .insert(t.products)
      .values(
        products.map((p, index) => ({
          slug: p.slug,
          categoryId: categoryId.get(p.category)!,
          sort: p.sort,
          name: p.name,
          description: p.description,
          price: p.price,
          weightGrams: p.weightGrams,
          pieces: p.pieces,
          volumeMl: p.volumeMl,
          tags: p.tags,
          allergens: p.allergens,
          popularity: p.popularity,
          image: imagePath(pictures.dishes[index]!.key),
          related: p.related,
        })),
      )
      .returning({ id: t.products.id, slug: t.products.slug })
    const productId = new Map(productRows.map((r) => [r.slug, r.id]))
    const links = products.flatMap((p) =>
      p.modifierGroups.map((slug, sort) => ({
        productId: productId.get(p.slug)!,
        groupId: groupId.get(slug)!,
        sort,
      })),
    )
    if (links.length) await tx.insert(t.productModifierGroups).values(links)

    await tx
      .insert(t.promotions)
      .values(
        promotions.map((p, index) => ({ ...p, image: imagePath(pictures.offers[index]!.key) })),
      )
    const restaurantRows = await tx
      .insert(t.restaurants)
      .values(restaurants)
      .returning({ id: t.restaurants.id, slug: t.restaurants.slug })
    const restaurantId = new Map(restaurantRows.map((r) => [r.slug, r.id]))
    await tx.insert(t.regions).values(
      regions.map(({ restaurant, area, ...r }) => ({
        ...r,
        area: Area.parse(area),
        restaurantId: restaurantId.get(restaurant)!,
      })),
    )
    await tx.insert(t.paymentTypes).values(paymentTypes)
    await tx.insert(t.orderTypes).values(orderTypes)
    await tx.insert(t.socials).values(socials)
    await tx.insert(t.siteValues).values([
      { key: 'settings', value: site.settings },
      { key: 'trader', value: withoutComment(site.trader) },
      { key: 'options', value: site.options },
      { key: 'bonus_rules', value: site.bonusRules },
      { key: 'banner', value: { image: imagePath(pictures.banner.key) } },
    ])
    await seedLegalTemplates(tx)
    await tx
      .insert(t.oldSlugs)
      .values(
        oldSlugs.map((o) => ({ fromSlug: o.from, toSlug: o.to, lang: 'lang' in o ? o.lang : '' })),
      )
  })
}
