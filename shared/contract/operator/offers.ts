import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import {
  answers,
  body,
  bytes,
  created,
  list,
  one,
  params,
  RowId,
  staff,
} from '#shared/contract/http'
import { LANGS } from '#shared/locales'
import { MAX_CODE_BATCH, OFFER_KINDS, OFFER_ORDER_TYPES } from '#shared/offers'
import { Cents, Localized, localizedText, Position } from './fields'
import { CalendarDate, Hours } from './places'

// Offers the server prices (shared/offers.ts): everyone in the console reads them, managers add and
// change them, each change in the audit log.

const Limit = z.int().min(1).max(1_000_000).nullable()

const OfferFields = z
  .object({
    name: localizedText(100).describe('what the customer sees on the discount line'),
    kind: z.enum(OFFER_KINDS),
    value: z
      .int()
      .min(0)
      .max(1_000_000)
      .describe(
        'percent (1–100) for the percent kinds, cents for a fixed amount, N for "N for the price of M", 0 for free delivery and a free dish',
      ),
    categoryId: RowId.nullable().describe(
      'the category a category percent or "N for the price of M" is for',
    ),
    productIds: z
      .array(RowId)
      .max(200)
      .default([])
      .describe('the chosen dishes of an offer on dishes; the free dish (one) of a free dish'),
    withOptions: z.boolean().default(false).describe("a free dish's paid options are free too"),
    payFor: z.int().min(1).max(99).nullable().default(null).describe('M of "N for the price of M"'),
    zoneIds: z
      .array(RowId)
      .max(200)
      .default([])
      .describe('delivery zones it is for; none: any zone, and pickup'),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(?:[A-Z0-9-]{3,40})?$/, 'operator.offers.field.code')
      .transform((code) => code || null)
      .describe('typed at checkout, any case; empty: automatic'),
    startsOn: CalendarDate.nullable().describe('the first day it applies (Sofia), or none'),
    endsOn: CalendarDate.nullable().describe('the last day it applies, included, or none'),
    hours: Hours.describe('week days with hours in Sofia time; none: any time'),
    minSubtotal: Cents,
    orderTypes: z.enum(OFFER_ORDER_TYPES),
    firstOrderOnly: z.boolean(),
    perCustomerLimit: Limit,
    totalLimit: Limit,
    priority: Position.describe('among automatic offers that hold, the highest applies'),
    active: z.boolean(),
  })
  .refine((o) => !o.kind.endsWith('percent') || (o.value >= 1 && o.value <= 100), {
    message: 'operator.offers.field.percent',
    path: ['value'],
  })
  .refine((o) => o.kind !== 'order_amount' || o.value >= 1, {
    message: 'operator.offers.field.amount',
    path: ['value'],
  })
  .refine((o) => o.kind !== 'dishes_amount' || o.value >= 1, {
    message: 'operator.offers.field.amount',
    path: ['value'],
  })
  .refine((o) => !o.kind.startsWith('dishes_') || o.productIds.length > 0, {
    message: 'operator.offers.field.dishes',
    path: ['productIds'],
  })
  .refine((o) => o.kind !== 'free_dish' || o.productIds.length === 1, {
    message: 'operator.offers.field.freeDish',
    path: ['productIds'],
  })
  .refine(
    (o) =>
      o.kind !== 'n_for_m' ||
      (o.payFor !== null && o.value >= 2 && o.value <= 99 && o.payFor < o.value),
    { message: 'operator.offers.field.nForM', path: ['payFor'] },
  )
  .refine((o) => !['category_percent', 'n_for_m'].includes(o.kind) || o.categoryId !== null, {
    message: 'operator.offers.field.category',
    path: ['categoryId'],
  })
  .refine((o) => !o.startsOn || !o.endsOn || o.startsOn <= o.endsOn, {
    message: 'operator.offers.field.endsBeforeStart',
    path: ['endsOn'],
  })
export type OfferFields = z.infer<typeof OfferFields>

export const OperatorOffer = z.object({
  id: z.int(),
  name: Localized,
  kind: z.enum(OFFER_KINDS),
  value: z.int(),
  categoryId: z.int().nullable(),
  productIds: z.array(z.int()),
  withOptions: z.boolean(),
  payFor: z.int().nullable(),
  zoneIds: z.array(z.int()),
  code: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  hours: z.array(z.object({ day: z.int(), open: z.string(), close: z.string() })),
  minSubtotal: z.int(),
  orderTypes: z.enum(OFFER_ORDER_TYPES),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.int().nullable(),
  totalLimit: z.int().nullable(),
  priority: z.int(),
  active: z.boolean(),
  /** Orders not cancelled that got it, and what it took off them together. */
  uses: z.int(),
  given: z.int(),
  /** Its single-use codes generated in batches, and how many of them orders hold. */
  codes: z.object({ total: z.int(), used: z.int() }),
})
export type OperatorOffer = z.infer<typeof OperatorOffer>

export const offers = createRoute({
  method: 'get',
  path: '/operator/offers',
  tags: ['operator'],
  summary: 'Every offer, the switched-off ones too, with its uses and the discount it gave',
  ...staff('manager'),
  responses: answers(list(OperatorOffer)),
})

export const createOffer = createRoute({
  method: 'post',
  path: '/operator/offers',
  tags: ['operator'],
  summary: 'Add an offer: its kind, conditions, code (or automatic) and name in four languages',
  ...staff('manager'),
  request: { body: body(OfferFields) },
  responses: created(one(OperatorOffer), 409),
})

export const editOffer = createRoute({
  method: 'post',
  path: '/operator/offers/{id}',
  tags: ['operator'],
  summary: 'Change an offer (all its fields), or switch it off',
  ...staff('manager'),
  request: { params: params('id'), body: body(OfferFields) },
  responses: answers(one(OperatorOffer), 404, 409),
})

export const CodeBatch = z.object({
  count: z
    .int()
    .min(1)
    .max(MAX_CODE_BATCH)
    .describe('how many single-use codes to add (a flyer of 200), at most MAX_CODE_BATCH at once'),
})

export const generateOfferCodes = createRoute({
  method: 'post',
  path: '/operator/offers/{id}/codes',
  tags: ['operator'],
  summary:
    'Add a batch of single-use codes to an offer (each granted to one order until it is cancelled); the offer then applies by a code only, never by itself',
  ...staff('manager'),
  request: { params: params('id'), body: body(CodeBatch) },
  responses: answers(one(OperatorOffer), 404),
})

export const offerCodesCsv = createRoute({
  method: 'get',
  path: '/operator/offers/{id}/codes.csv',
  tags: ['operator'],
  summary:
    "The offer's single-use codes as a CSV file for a spreadsheet (UTF-8 with BOM, `;` between fields, as the dashboard's): each code, whether an order holds it, and that order's number",
  ...staff('manager'),
  request: {
    params: params('id'),
    query: z.object({
      lang: z
        .enum(LANGS)
        .optional()
        .describe(
          "the file's language (a download link cannot send Accept-Language); that header's by default",
        ),
    }),
  },
  responses: bytes('text/csv', 404),
})
