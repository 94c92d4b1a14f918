import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { Area } from '#shared/area'
import { answers, EuroCents, list } from './http'

// Spec §7's places: the delivery zones (their fees, promises and areas on the map) and the
// restaurants (address, hours, pickup), the same for everyone in a language.

export const Region = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  deliveryFee: EuroCents,
  minOrder: EuroCents,
  freeDeliveryFrom: EuroCents,
  /** The drive: the zone's own delivery time. */
  etaMinutes: z.int(),
  /**
   * What a customer here is promised at the soonest right now: the kitchen's preparation, the
   * drive and busy mode's minutes (orders waiting in the kitchen add more at the checkout).
   */
  promiseMinutes: z.int(),
  /** The restaurant that cooks this zone's deliveries. */
  restaurantId: z.int().nullable(),
  /** Its kitchen takes an order for as soon as possible now (open, before its last order, not paused). */
  takingOrders: z.boolean(),
  /** When it does not: the next moment it does, within the week ahead (null: none). */
  opensAt: z.string().nullable(),
})
export type Region = z.infer<typeof Region>

export const OpeningHours = z.array(
  z.object({ day: z.int().min(0).max(6), open: z.string(), close: z.string() }),
)
export type OpeningHours = z.infer<typeof OpeningHours>

/** A date (YYYY-MM-DD) whose hours replace its weekday's: a holiday; none at all, closed. */
export const SpecialDay = z.object({
  date: z.string(),
  hours: z.array(z.object({ open: z.string(), close: z.string() })),
})
export type SpecialDay = z.infer<typeof SpecialDay>

export const Restaurant = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  lat: z.number(),
  lng: z.number(),
  pickup: z.boolean(),
  hours: OpeningHours,
  specialDays: z.array(SpecialDay),
  /** Minutes the kitchen takes to cook an order: with a zone's drive, how far ahead it plans. */
  prepMinutes: z.int(),
})
export type Restaurant = z.infer<typeof Restaurant>

export const regions = createRoute({
  method: 'get',
  path: '/get-regions',
  tags: ['dictionaries'],
  summary: 'Delivery zones with fee, minimum order and free-delivery threshold',
  responses: answers(list(Region)),
})

/** A zone's area on the map, for the delivery page's map (its figures come with `regions`). */
export const ZoneArea = z.object({ regionId: z.int(), area: Area })

export const zoneAreas = createRoute({
  method: 'get',
  path: '/get-regions/areas',
  tags: ['dictionaries'],
  summary:
    'The delivery zones drawn on the map (GeoJSON), first listed first; zones without one are left out',
  responses: answers(list(ZoneArea)),
})

export const restaurants = createRoute({
  method: 'get',
  path: '/get-restaurants',
  tags: ['dictionaries'],
  summary: 'Restaurants with address, phone, hours and coordinates',
  responses: answers(list(Restaurant)),
})
