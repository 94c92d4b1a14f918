import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { Area } from '#shared/area'
import { answers, body, created, list, one, params, RowId, staff } from '#shared/contract/http'
import { SpecialDay } from '#shared/contract/places'
import { LANGS, type Lang } from '#shared/locales'
import { Cents, editOf, Localized, localizedText, Phone, Position, Slug } from './fields'

// The console's places: delivery zones, restaurants and each kitchen's evening.

export const OperatorRegion = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: Localized,
  deliveryFee: z.int(),
  minOrder: z.int(),
  freeDeliveryFrom: z.int(),
  etaMinutes: z.int(),
  restaurantId: z.int().nullable(),
  area: Area.nullable().describe('where it delivers; null: chosen by name at checkout'),
  overlaps: z
    .array(z.object({ regionId: z.int(), wins: z.boolean() }))
    .describe(
      'zones whose areas share ground with it, and whether this one wins there (listed first)',
    ),
})
export type OperatorRegion = z.infer<typeof OperatorRegion>

export const OperatorRestaurant = z.object({
  id: z.int(),
  slug: z.string(),
  sort: z.int(),
  name: Localized,
  address: Localized,
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  pickup: z.boolean(),
  hours: z.array(z.object({ day: z.int(), open: z.string(), close: z.string() })),
  specialDays: z.array(SpecialDay),
})
export type OperatorRestaurant = z.infer<typeof OperatorRestaurant>

const Since = z.string().nullable().describe('when it began; null: before the shop recorded it')

export const OperatorKitchen = z.object({
  id: z.int(),
  name: Localized,
  prepMinutes: z.int(),
  queueOrders: z.int(),
  queueMinutes: z.int(),
  slotOrders: z.int().nullable(),
  slotAmount: z.int().nullable(),
  busy: z.object({ minutes: z.int(), until: z.string().nullable(), since: Since }).nullable(),
  pause: z
    .object({ until: z.string().nullable(), reason: Localized.nullable(), since: Since })
    .nullable(),
})
export type OperatorKitchen = z.infer<typeof OperatorKitchen>

/** The stop-list as the board's strip counts it, with the dishes stopped until switched back. */
export const StoppedDishes = z.object({
  count: z.int().describe('dishes on the stop-list now'),
  untilSwitchedBack: z
    .array(z.object({ id: z.int(), name: Localized, since: Since }))
    .describe('those stopped with no end, the longest first'),
})

export const OperatorKitchens = list(OperatorKitchen).extend({
  stopped: StoppedDishes,
  now: z.string().describe("the server's clock: how long a state has run is counted from it"),
})

// Delivery zones (fee, minimum order, free-delivery threshold, time): managers change them.

const RegionFields = z.object({
  name: localizedText(100),
  deliveryFee: Cents,
  minOrder: Cents,
  freeDeliveryFrom: Cents.describe('the food total from which delivery is free'),
  etaMinutes: z.int().min(5).max(600),
  restaurantId: RowId.nullable().describe('the restaurant that cooks its deliveries'),
  sort: Position,
  area: Area.nullable().describe('GeoJSON Polygon or MultiPolygon; null: chosen by name'),
})
const RegionCreate = RegionFields.extend({
  slug: Slug,
  restaurantId: RegionFields.shape.restaurantId.default(null),
  sort: Position.default(0),
  area: RegionFields.shape.area.default(null),
})

export const regions = createRoute({
  method: 'get',
  path: '/operator/regions',
  tags: ['operator'],
  summary: 'The delivery zones with their names in all four languages and figures in cents',
  ...staff('kitchen'),
  responses: answers(list(OperatorRegion)),
})

export const createRegion = createRoute({
  method: 'post',
  path: '/operator/regions',
  tags: ['operator'],
  summary: 'Add a delivery zone',
  ...staff('manager'),
  request: { body: body(RegionCreate) },
  responses: created(one(OperatorRegion), 409),
})

export const editRegion = createRoute({
  method: 'post',
  path: '/operator/regions/{id}',
  tags: ['operator'],
  summary:
    "Change a zone's name, fee, minimum order, free-delivery threshold, time, kitchen or position",
  ...staff('manager'),
  request: { params: params('id'), body: body(editOf(RegionFields)) },
  responses: answers(one(OperatorRegion), 404),
})

// The restaurants' addresses, phones, hours and map places: managers add and change them.

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/
const Time = z.string().regex(TIME, 'operator.field.time')
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

/** Opening before closing (compared only when both are times: a malformed one has its own message). */
const opensBeforeClosing: [
  (h: { open: string; close: string }) => boolean,
  { message: string; path: string[] },
] = [
  (h) => !TIME.test(h.open) || !TIME.test(h.close) || minutes(h.open) < minutes(h.close),
  { message: 'operator.field.closesBeforeOpening', path: ['close'] },
]

/** Opening hours: intervals per weekday (0 = Sunday), in Sofia time, each opening before closing. */
export const Hours = z
  .array(
    z.object({ day: z.int().min(0).max(6), open: Time, close: Time }).refine(...opensBeforeClosing),
  )
  .max(21)

/** A real calendar date, YYYY-MM-DD. */
export const CalendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'operator.field.date')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'operator.field.date')

/** Holidays and other dates with hours of their own: no interval is closed all day. */
const SpecialDays = z
  .array(
    z.object({
      date: CalendarDate,
      hours: z.array(z.object({ open: Time, close: Time }).refine(...opensBeforeClosing)).max(3),
    }),
  )
  .max(60)
  .refine((days) => new Set(days.map((d) => d.date)).size === days.length, {
    message: 'operator.field.dateTwice',
  })

const RestaurantFields = z.object({
  name: localizedText(100),
  address: localizedText(300),
  phone: Phone,
  // The contacts page and the console link the map from the coordinates (shared/map-link.ts).
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  pickup: z.boolean().describe('customers may collect orders here'),
  hours: Hours,
  specialDays: SpecialDays.describe(
    'dates whose hours replace their weekday’s (a holiday); no intervals: closed that day',
  ),
  sort: Position,
})
const RestaurantCreate = RestaurantFields.extend({
  slug: Slug,
  specialDays: SpecialDays.default([]),
  pickup: RestaurantFields.shape.pickup.default(true),
  sort: Position.default(0),
})

export const restaurants = createRoute({
  method: 'get',
  path: '/operator/restaurants',
  tags: ['operator'],
  summary: 'The restaurants with names and addresses in all four languages, phones and hours',
  ...staff('kitchen'),
  responses: answers(list(OperatorRestaurant)),
})

export const createRestaurant = createRoute({
  method: 'post',
  path: '/operator/restaurants',
  tags: ['operator'],
  summary: 'Add a restaurant with its address, phone, map coordinates and opening hours',
  ...staff('manager'),
  request: { body: body(RestaurantCreate) },
  responses: created(one(OperatorRestaurant), 409),
})

export const editRestaurant = createRoute({
  method: 'post',
  path: '/operator/restaurants/{id}',
  tags: ['operator'],
  summary:
    "Change a restaurant's name, address, phone, map coordinates, pickup, opening hours or position",
  ...staff('manager'),
  request: { params: params('id'), body: body(editOf(RestaurantFields)) },
  responses: answers(one(OperatorRestaurant), 404),
})

// The kitchens' evening: how each one promises (preparation, queue), its capacity per 15-minute
// slot, busy mode's extra minutes and a pause of online ordering; the last two end by themselves
// at their time (compared at every read).

const Until = z.iso
  .datetime({ offset: true })
  .nullable()
  .default(null)
  .describe('when it ends by itself; null: until switched back')

const Reason = z
  .object(
    Object.fromEntries(LANGS.map((lang) => [lang, z.string().trim().max(200)])) as Record<
      Lang,
      z.ZodString
    >,
  )
  // A reason in some languages only would leave the others saying nothing: all four or none.
  .superRefine((reason, ctx) => {
    const given = LANGS.filter((lang) => reason[lang])
    if (given.length === 0 || given.length === LANGS.length) return
    for (const lang of LANGS) {
      if (!reason[lang])
        ctx.addIssue({ code: 'custom', path: [lang], message: 'validation.required' })
    }
  })

export const KitchenEdit = editOf(
  z.object({
    prepMinutes: z.int().min(0).max(240).describe('minutes to cook an order with none waiting'),
    queueOrders: z.int().min(0).max(100).describe('each full this many orders waiting add…'),
    queueMinutes: z.int().min(0).max(120).describe('…this many minutes (0 orders: no queue rule)'),
    slotOrders: z
      .int()
      .min(1)
      .max(1000)
      .nullable()
      .describe('at most this many orders per 15-minute slot; null: no limit'),
    slotAmount: Cents.min(100)
      .nullable()
      .describe('at most this amount (cents) per 15-minute slot; null: no limit'),
    busy: z
      .object({ minutes: z.int().min(0).max(180), until: Until })
      .describe('busy mode: minutes added to every promise (0: off)'),
    pause: z
      .object({ paused: z.boolean(), until: Until, reason: Reason.nullable().default(null) })
      .describe('pause online ordering: only times after the pause are taken'),
  }),
)

export const kitchens = createRoute({
  method: 'get',
  path: '/operator/kitchens',
  tags: ['operator'],
  summary:
    "Each kitchen's pace (preparation, queue rule), busy mode and pause, as they are now, and the stop-list's count",
  ...staff('kitchen'),
  responses: answers(OperatorKitchens),
})

export const editKitchen = createRoute({
  method: 'post',
  path: '/operator/kitchens/{id}',
  tags: ['operator'],
  summary:
    "Change a kitchen's preparation time or queue rule, set busy mode's extra minutes, or pause online ordering (now or until a time, with a reason in the four languages)",
  ...staff('manager'),
  request: { params: params('id'), body: body(KitchenEdit) },
  responses: answers(one(OperatorKitchen), 404),
})
