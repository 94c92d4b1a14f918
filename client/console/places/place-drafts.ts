import { parseEuros, toEuros } from '#client/console/form/price-input'
import { Area } from '#shared/area'
import type { OperatorRegion, OperatorRestaurant } from '#shared/contract/operator/places'
import type { Localized } from '#shared/localized'
import { type DayRow, hoursChanged, hoursOf, weekRows } from './week-hours'

// Zones and restaurants as their forms hold them: amounts and coordinates as typed. What is no
// amount goes to the API as typed, for it to refuse on that field with the others.

const BLANK: Localized = { bg: '', ru: '', en: '', uk: '' }

const cents = (text: string) => parseEuros(text) ?? text
const decimal = (text: string) => {
  const number = text.trim().replace(',', '.')
  return /^-?\d{1,3}(?:\.\d+)?$/.test(number) ? Number(number) : text
}
const whole = (text: string) => (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : text)

export type ZoneDraft = {
  name: Localized
  deliveryFee: string
  minOrder: string
  freeDeliveryFrom: string
  etaMinutes: string
  /** The kitchen's id as the select holds it; empty: the first restaurant cooks. */
  restaurantId: string
  /** The area as GeoJSON text; empty: none. */
  area: string
}

export const NEW_ZONE: ZoneDraft = {
  name: BLANK,
  deliveryFee: '',
  minOrder: '',
  freeDeliveryFrom: '',
  etaMinutes: '',
  restaurantId: '',
  area: '',
}

export function zoneDraft(zone: OperatorRegion): ZoneDraft {
  return {
    name: zone.name,
    deliveryFee: toEuros(zone.deliveryFee),
    minOrder: toEuros(zone.minOrder),
    freeDeliveryFrom: toEuros(zone.freeDeliveryFrom),
    etaMinutes: String(zone.etaMinutes),
    restaurantId: zone.restaurantId === null ? '' : String(zone.restaurantId),
    area: zone.area ? JSON.stringify(zone.area) : '',
  }
}

/** The zone's fields for the API: money in cents. */
export function zoneRequest(draft: ZoneDraft) {
  return {
    name: draft.name,
    deliveryFee: cents(draft.deliveryFee),
    minOrder: cents(draft.minOrder),
    freeDeliveryFrom: cents(draft.freeDeliveryFrom),
    etaMinutes: whole(draft.etaMinutes),
    restaurantId: draft.restaurantId ? Number(draft.restaurantId) : null,
    area: draft.area.trim() ? (json(draft.area) ?? draft.area) : null,
  }
}

const json = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The typed area for the map, once it is a valid one (the server still judges what is sent). */
export function parseArea(text: string): Area | null {
  return Area.safeParse(json(text)).data ?? null
}

export type RestaurantDraft = {
  name: Localized
  address: Localized
  phone: string
  lat: string
  lng: string
  pickup: boolean
  week: DayRow[]
  specialDays: OperatorRestaurant['specialDays']
}

export const NEW_RESTAURANT: RestaurantDraft = {
  name: BLANK,
  address: BLANK,
  phone: '',
  lat: '',
  lng: '',
  pickup: true,
  week: weekRows([]),
  specialDays: [],
}

export function restaurantDraft(restaurant: OperatorRestaurant): RestaurantDraft {
  const { name, address, phone, lat, lng, pickup, hours, specialDays } = restaurant
  return {
    name,
    address,
    phone,
    lat: String(lat),
    lng: String(lng),
    pickup,
    week: weekRows(hours),
    specialDays,
  }
}

/**
 * The restaurant's fields for the API. An edit sends the hours only when the week was changed, so
 * that a phone corrected here does not put back hours another manager changed meanwhile.
 */
export function restaurantRequest(draft: RestaurantDraft, before?: OperatorRestaurant) {
  const { week, lat, lng, ...rest } = draft
  const keepHours = before !== undefined && !hoursChanged(week, before.hours)
  return {
    ...rest,
    lat: decimal(lat),
    lng: decimal(lng),
    ...(keepHours ? {} : { hours: hoursOf(week) }),
  }
}
