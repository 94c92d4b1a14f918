import { z } from 'zod'
import { GeoPoint } from '#shared/area'
import { PAYMENT_TYPES } from '#shared/checkout'
import { Company } from '#shared/company'

/** What the customer chose in the checkout's form. */
export const CheckoutFields = z.object({
  orderType: z.enum(['delivery', 'pickup']),
  regionId: z.int().nullable(),
  street: z.string(),
  /** The point of the picked suggestion, saved address or phone location: it decides the zone (none: by name). */
  point: GeoPoint.nullable().default(null),
  entrance: z.string(),
  floor: z.string(),
  apartment: z.string(),
  note: z.string(),
  restaurantId: z.int().nullable(),
  when: z.enum(['asap', 'later']),
  date: z.string(),
  minutes: z.int(),
  paymentType: z.enum(PAYMENT_TYPES),
  persons: z.int(),
  comment: z.string(),
  bonusToSpend: z.int(),
  /** Asked only of a customer whose profile has none; saved to the profile. */
  name: z.string(),
  /** A company invoice is asked for, for `company`. */
  invoice: z.boolean(),
  company: Company,
})
export type Form = z.infer<typeof CheckoutFields>

const Draft = z.object({
  form: CheckoutFields.partial(),
  /** The session ended as the order was sent: it goes once the customer has signed in again. */
  placeAfterSignIn: z.boolean().default(false),
})
export type Draft = z.infer<typeof Draft>

// Per tab (sessionStorage): the form survives a reload or a sign-in, and another tab starts afresh.
const DRAFT_KEY = 'hanami:checkout-draft'

/** The tab's draft; a missing, corrupt or outdated one reads as none. */
export function readDraft(): Draft | null {
  try {
    const parsed = Draft.safeParse(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

export function writeDraft(draft: Draft) {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch {
    // Private mode or a full quota: the form still works on this page.
  }
}

/** The order is placed: the next checkout starts from the saved addresses. */
export function clearDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY)
  } catch {}
}
