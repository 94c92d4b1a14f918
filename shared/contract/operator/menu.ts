import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { AllergenList, TagSchema } from '#shared/contract/catalog'
import { answers, body, created, list, one, params, RowId, staff } from '#shared/contract/http'
import { LANGS } from '#shared/locales'
import {
  AllergenChoice,
  Cents,
  editOf,
  Localized,
  localizedText,
  Picture,
  Position,
  Slug,
} from './fields'

// The console's menu: the menu as staff see it (every language, the stop-list and what the
// storefront hides), the edits of categories, products, options and promotions, and their photos.

export const OperatorCategory = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: Localized,
  description: Localized,
  image: z.string().nullable(),
})
export type OperatorCategory = z.infer<typeof OperatorCategory>

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
export type OperatorOption = z.infer<typeof OperatorOption>

/** A product with its modifier groups' ids in the order the storefront offers them. */
export const OperatorMenuProduct = OperatorProduct.extend({ modifierGroupIds: z.array(z.int()) })
export type OperatorMenuProduct = z.infer<typeof OperatorMenuProduct>

export const OperatorModifierGroup = z.object({
  id: z.int(),
  slug: z.string(),
  name: Localized,
  required: z.boolean(),
  min: z.int(),
  max: z.int(),
  options: z.array(OperatorOption),
})
export type OperatorModifierGroup = z.infer<typeof OperatorModifierGroup>

export const OperatorMenu = z.object({
  categories: z.array(OperatorCategory),
  products: z.array(OperatorMenuProduct),
  modifierGroups: z.array(OperatorModifierGroup),
})
export type OperatorMenu = z.infer<typeof OperatorMenu>

export const OperatorPromotion = z.object({
  id: z.int(),
  slug: z.string(),
  kind: z.string(),
  title: Localized,
  summary: Localized,
  body: Localized,
  image: z.string(),
  sort: z.int(),
  active: z.boolean(),
  offerId: z.int().nullable(),
  shown: z
    .object({ title: z.string(), summary: z.string() })
    .describe("as the shop shows them in the staff member's language: {{figures}} filled in"),
})
export type OperatorPromotion = z.infer<typeof OperatorPromotion>

export const menu = createRoute({
  method: 'get',
  path: '/operator/menu',
  tags: ['operator'],
  summary:
    'The menu in all four languages: categories, products (cents, stop-list, picture, tags) and modifier groups with their options',
  ...staff('kitchen'),
  responses: answers(one(OperatorMenu)),
})

// Categories: managers add them and change their names, description and place on the menu.

const CategoryFields = z.object({
  name: localizedText(100),
  description: localizedText(1000, false),
  sort: Position,
})
const NO_DESCRIPTION = Object.fromEntries(LANGS.map((lang) => [lang, ''])) as z.infer<
  typeof Localized
>
const CategoryCreate = CategoryFields.extend({
  slug: Slug,
  description: CategoryFields.shape.description.default(NO_DESCRIPTION),
  sort: Position.default(0),
})

export const createCategory = createRoute({
  method: 'post',
  path: '/operator/categories',
  tags: ['operator'],
  summary:
    'Add a category (its address, names in all four languages, an optional description and position)',
  ...staff('manager'),
  request: { body: body(CategoryCreate) },
  responses: created(one(OperatorCategory), 409),
})

export const editCategory = createRoute({
  method: 'post',
  path: '/operator/categories/{id}',
  tags: ['operator'],
  summary: "Change a category's names, description or position",
  ...staff('manager'),
  request: { params: params('id'), body: body(editOf(CategoryFields)) },
  responses: answers(one(OperatorCategory), 404),
})

// Products: managers add them and change their names, texts, price, category, picture and place.

const Amount = z.int().min(1).max(100_000).nullable()

const ProductFields = z.object({
  name: localizedText(120),
  description: localizedText(2000, false),
  price: Cents,
  categoryId: RowId,
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

export const createProduct = createRoute({
  method: 'post',
  path: '/operator/products',
  tags: ['operator'],
  summary: 'Add a product (names and descriptions in all four languages, price in cents)',
  ...staff('manager'),
  request: { body: body(ProductCreate) },
  responses: created(one(OperatorProduct), 409),
})

export const editProduct = createRoute({
  method: 'post',
  path: '/operator/products/{id}',
  tags: ['operator'],
  summary:
    "Change a product's names, descriptions, price (cents), category, picture, weight or pieces, tags, allergens or position",
  ...staff('manager'),
  request: { params: params('id'), body: body(editOf(ProductFields)) },
  responses: answers(one(OperatorProduct), 404),
})

export const editOption = createRoute({
  method: 'post',
  path: '/operator/modifier-options/{id}',
  tags: ['operator'],
  summary: "Set a modifier option's allergens ([] none, null unknown)",
  ...staff('manager'),
  request: { params: params('id'), body: body(z.object({ allergens: AllergenChoice })) },
  responses: answers(one(OperatorOption), 404),
})

export const productGroups = createRoute({
  method: 'post',
  path: '/operator/products/{id}/modifier-groups',
  tags: ['operator'],
  summary:
    "Set a product's modifier groups, in the order the storefront offers them (an empty list removes all)",
  ...staff('manager'),
  request: {
    params: params('id'),
    body: body(
      z.object({
        groupIds: z
          .array(RowId)
          .max(50)
          .transform((ids) => [...new Set(ids)]),
      }),
    ),
  },
  responses: answers(one(OperatorMenuProduct), 404),
})

// The stop-list: the kitchen switches off a dish or an option that ran out, and back on.

const Availability = z
  .object({
    available: z.boolean(),
    until: z.iso
      .datetime({ offset: true })
      .nullable()
      .default(null)
      .describe('with available: false, when it comes back by itself; null: until switched back'),
  })
  .transform(({ available, until }) => ({
    available,
    // Back on means back on now: a time to come back belongs to a stop only.
    unavailableUntil: available || until === null ? null : new Date(until),
  }))

export const productAvailability = createRoute({
  method: 'post',
  path: '/operator/products/{id}/availability',
  tags: ['operator'],
  summary:
    'Put a product on the stop-list (available: false), until a time or until switched back, or take it off',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(Availability) },
  responses: answers(one(OperatorProduct), 404),
})

export const optionAvailability = createRoute({
  method: 'post',
  path: '/operator/modifier-options/{id}/availability',
  tags: ['operator'],
  summary:
    'Put a modifier option on the stop-list (the storefront stops offering it) or take it off',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(Availability) },
  responses: answers(one(OperatorOption), 404),
})

// Promotions in all four languages: everyone reads them, managers add, edit and switch them.

const PromotionFields = z.object({
  kind: Slug.describe('what the promotion is about: cashback, welcome, review…'),
  title: localizedText(200),
  summary: localizedText(500),
  body: localizedText(5000, false),
  image: Picture,
  sort: Position,
  active: z.boolean().describe('shown on the storefront'),
  offerId: RowId.nullable().describe(
    'the offer it advertises: its page links to the menu with it, its texts name its {{offer…}} figures',
  ),
})
const PromotionCreate = PromotionFields.extend({
  slug: Slug.describe('its address: /promotions/{slug}; it never changes once made'),
  sort: Position.default(0),
  active: z.boolean().default(true),
  offerId: RowId.nullable().default(null),
})

export const promotions = createRoute({
  method: 'get',
  path: '/operator/promotions',
  tags: ['operator'],
  summary: 'Every promotion, the switched-off ones too, in all four languages',
  ...staff('kitchen'),
  responses: answers(list(OperatorPromotion)),
})

export const createPromotion = createRoute({
  method: 'post',
  path: '/operator/promotions',
  tags: ['operator'],
  summary: 'Add a promotion (title, summary and text in all four languages)',
  ...staff('manager'),
  request: { body: body(PromotionCreate) },
  responses: created(one(OperatorPromotion), 409),
})

export const editPromotion = createRoute({
  method: 'post',
  path: '/operator/promotions/{id}',
  tags: ['operator'],
  summary: 'Change a promotion, or switch it on or off (active)',
  ...staff('manager'),
  request: { params: params('id'), body: body(editOf(PromotionFields)) },
  responses: answers(one(OperatorPromotion), 404),
})

// Photos for dishes, categories, promotions and the home banner: managers upload them and take them
// away. The upload is multipart, one `file` field; the server checks its bytes itself.

const PHOTO_UPLOAD = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: { file: { type: 'string' as const, format: 'binary' } },
        required: ['file'],
      },
    },
  },
}

/** A photo of a row names the row in its path; the banner's path names none. */
type PhotoWhere = { params?: ReturnType<typeof params<'id'>> }

/** The upload and the removal of one kind of photo; `name` is what the summaries call its owner. */
function photo<const P extends string, const W extends PhotoWhere = PhotoWhere>(
  path: P,
  name: string,
  where: W,
) {
  return {
    upload: createRoute({
      method: 'post',
      path,
      tags: ['operator'],
      summary: `Upload the ${name}'s photo (JPEG, PNG, WebP or AVIF, at most 10 MB), cut to AVIF, WebP and JPEG`,
      ...staff('manager'),
      request: { ...where, body: PHOTO_UPLOAD },
      responses: answers(one(z.object({ image: z.string() })), 404, 413, 415, 503),
    }),
    remove: createRoute({
      method: 'delete',
      path,
      tags: ['operator'],
      summary: `Take the ${name}'s photo away`,
      ...staff('manager'),
      request: where,
      responses: answers(one(z.object({ image: z.null() })), 404),
    }),
  }
}

/** A photo's two endpoints, whichever owner's path they are at. */
export type PhotoEndpoints = ReturnType<typeof photo<string, PhotoWhere>>

export const productPhoto = photo('/operator/products/{id}/image', 'product', {
  params: params('id'),
})
export const categoryPhoto = photo('/operator/categories/{id}/image', 'category', {
  params: params('id'),
})
export const promotionPhoto = photo('/operator/promotions/{id}/image', 'promotion', {
  params: params('id'),
})
export const bannerPhoto = photo('/operator/site/banner', 'home banner', {})
