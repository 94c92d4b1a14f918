import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '#server/api/validate'
import { restaurants } from '#server/db/schema'
import {
  createRow,
  type Editable,
  type EditDeps,
  editRow,
  Localized,
  localizedText,
  Phone,
  Position,
  Slug,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/
const Time = z.string().regex(TIME, 'operator.field.time')
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))

/** Opening hours: intervals per weekday (0 = Sunday), in Sofia time, each opening before closing. */
const Hours = z
  .array(
    z
      .object({ day: z.int().min(0).max(6), open: Time, close: Time })
      // Compared only when both are times: a malformed one has its own message.
      .refine(
        (h) => !TIME.test(h.open) || !TIME.test(h.close) || minutes(h.open) < minutes(h.close),
        {
          message: 'operator.field.closesBeforeOpening',
          path: ['close'],
        },
      ),
  )
  .max(21)

const RestaurantFields = z.object({
  name: localizedText(100),
  address: localizedText(300),
  phone: Phone,
  // The contacts page and the console link the map from the coordinates (shared/map-link.ts).
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  pickup: z.boolean().describe('customers may collect orders here'),
  hours: Hours,
  sort: Position,
})
const RestaurantCreate = RestaurantFields.extend({
  slug: Slug,
  pickup: RestaurantFields.shape.pickup.default(true),
  sort: Position.default(0),
})
const RestaurantEdit = RestaurantFields.partial().refine(
  somethingToChange,
  'operator.nothingToChange',
)

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
})
const Answer = z.object({ data: OperatorRestaurant })
const RESTAURANT: Editable<typeof restaurants> = {
  table: restaurants,
  type: 'restaurant',
  notFound: 'operator.restaurant.notFound',
}

/** The restaurants' addresses, phones, hours and map places: managers add and change them. */
export function restaurantRoutes(deps: EditDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()

  app.get(
    '/operator/restaurants',
    access({
      method: 'get',
      path: '/operator/restaurants',
      role: 'kitchen',
      tag: 'operator',
      summary: 'The restaurants with names and addresses in all four languages, phones and hours',
      response: z.object({ data: z.array(OperatorRestaurant) }),
    }),
    async (c) =>
      c.json({
        data: await db
          .select()
          .from(restaurants)
          .orderBy(asc(restaurants.sort), asc(restaurants.id)),
      }),
  )

  app.post(
    '/operator/restaurants',
    access({
      method: 'post',
      path: '/operator/restaurants',
      role: 'manager',
      tag: 'operator',
      summary: 'Add a restaurant with its address, phone, map coordinates and opening hours',
      body: RestaurantCreate,
      response: Answer,
      errors: [409],
    }),
    validate('json', RestaurantCreate),
    async (c) => c.json({ data: await createRow(deps, c, RESTAURANT, c.req.valid('json')) }, 201),
  )

  app.post(
    '/operator/restaurants/:id',
    access({
      method: 'post',
      path: '/operator/restaurants/:id',
      role: 'manager',
      tag: 'operator',
      summary:
        "Change a restaurant's name, address, phone, map coordinates, pickup, opening hours or position",
      body: RestaurantEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', RestaurantEdit),
    async (c) => c.json({ data: await editRow(deps, c, RESTAURANT, c.req.valid('json')) }),
  )

  return app
}
