import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '#server/api/validate'
import { promotions } from '#server/db/schema'
import {
  createRow,
  type Editable,
  type EditDeps,
  editRow,
  Localized,
  localizedText,
  Picture,
  Position,
  Slug,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'

const PromotionFields = z.object({
  kind: Slug.describe('what the promotion is about: cashback, welcome, review…'),
  title: localizedText(200),
  summary: localizedText(500),
  body: localizedText(5000, false),
  image: Picture,
  sort: Position,
  active: z.boolean().describe('shown on the storefront'),
})
const PromotionCreate = PromotionFields.extend({
  slug: Slug.describe('its address: /promotions/{slug}; it never changes once made'),
  sort: Position.default(0),
  active: z.boolean().default(true),
})
const PromotionEdit = PromotionFields.partial().refine(
  somethingToChange,
  'operator.nothingToChange',
)

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
})
const Answer = z.object({ data: OperatorPromotion })
const PROMOTION: Editable<typeof promotions> = {
  table: promotions,
  type: 'promotion',
  notFound: 'api.promotionNotFound',
}

/** Promotions in all four languages: everyone reads them, managers add, edit and switch them. */
export function promotionRoutes(deps: EditDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()

  app.get(
    '/operator/promotions',
    access({
      method: 'get',
      path: '/operator/promotions',
      role: 'kitchen',
      tag: 'operator',
      summary: 'Every promotion, the switched-off ones too, in all four languages',
      response: z.object({ data: z.array(OperatorPromotion) }),
    }),
    async (c) =>
      c.json({
        data: await db.select().from(promotions).orderBy(asc(promotions.sort), asc(promotions.id)),
      }),
  )

  app.post(
    '/operator/promotions',
    access({
      method: 'post',
      path: '/operator/promotions',
      role: 'manager',
      tag: 'operator',
      summary: 'Add a promotion (title, summary and text in all four languages)',
      body: PromotionCreate,
      response: Answer,
      errors: [409],
    }),
    validate('json', PromotionCreate),
    async (c) => c.json({ data: await createRow(deps, c, PROMOTION, c.req.valid('json')) }, 201),
  )

  app.post(
    '/operator/promotions/:id',
    access({
      method: 'post',
      path: '/operator/promotions/:id',
      role: 'manager',
      tag: 'operator',
      summary: 'Change a promotion, or switch it on or off (active)',
      body: PromotionEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', PromotionEdit),
    async (c) => c.json({ data: await editRow(deps, c, PROMOTION, c.req.valid('json')) }),
  )

  return app
}
