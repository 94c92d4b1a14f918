import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { answers, EuroCents, list } from './http'
import { Placeholder } from './images'

// Spec §7's site settings and options (spec §3's site_values as every page reads them) and the
// dictionaries: socials, payment and order types.

export const DictionaryItem = z.object({ code: z.string(), name: z.string() })
export type DictionaryItem = z.infer<typeof DictionaryItem>

export const Social = z.object({
  code: z.string(),
  kind: z.enum(['social', 'messenger']),
  name: z.string(),
  url: z.string(),
})
export type Social = z.infer<typeof Social>

/**
 * The trader behind the shop (2000/31 art. 5, 2011/83 art. 6(1)(b–c)), in the page's language: who
 * sells, where, how to reach them, their food-business registration, and the consumer authority.
 */
export const Trader = z.object({
  legalName: z.string(),
  legalForm: z.string(),
  /** The company number (ЕИК, BULSTAT). */
  eik: z.string(),
  /** BG + the ЕИК for a VAT-registered company; '' when not registered. */
  vatNumber: z.string(),
  address: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The registration of the food business with the food safety agency (БАБХ). */
  foodRegistration: z.string(),
  authority: z.object({ name: z.string(), address: z.string(), url: z.string() }),
})
export type Trader = z.infer<typeof Trader>

export const SiteSettings = z.object({
  brand: z.string(),
  phone: z.string(),
  email_admin: z.string(),
  /** The home page's banner photo, when a manager put one up. */
  banner: z.object({ image: z.string(), placeholder: Placeholder }).nullable(),
  /** The bonus rules' birthday gift, which the profile modal promises; null when there is none. */
  birthdayGift: z.object({ amount: EuroCents, days: z.int() }).nullable(),
  /** Who sells (every page's footer and the company page); null until an admin filled it in. */
  trader: Trader.nullable(),
})
export type SiteSettings = z.infer<typeof SiteSettings>

/** A kitchen that paused online ordering: until when (null: until switched back) and why. */
export const OrderingPause = z.object({
  until: z.string().nullable(),
  reason: z.string().nullable(),
})
export type OrderingPause = z.infer<typeof OrderingPause>

export const SiteOptions = z.object({
  alert_message: z.string().nullable(),
  alert_popup_message: z.string().nullable(),
  /** The kitchens that paused online ordering now: every storefront page says so. */
  ordering_paused: z.array(
    OrderingPause.extend({
      restaurantId: z.int(),
      kitchen: z.string(),
      /** The sentence to show, in the page's language. */
      notice: z.string(),
    }),
  ),
  /** No kitchen takes an order now: from when one does (null: not this week), and the sentence. */
  ordering_closed: z.object({ opensAt: z.string().nullable(), notice: z.string() }).nullable(),
  /** The order-wide automatic offers running now, each a sentence: the menu shows them. */
  order_offers: z.array(z.string()),
})
export type SiteOptions = z.infer<typeof SiteOptions>

export const siteSettings = createRoute({
  method: 'get',
  path: '/get-options',
  tags: ['site'],
  summary: 'Site settings: phone, e-mail, brand',
  responses: answers(z.object({ settings: SiteSettings })),
})

export const siteOptions = createRoute({
  method: 'get',
  path: '/important-update-date',
  tags: ['site'],
  summary: 'Site options: the alert banner and the alert popup',
  responses: answers(z.object({ options: SiteOptions })),
})

export const socials = createRoute({
  method: 'get',
  path: '/dictionaries/social-and-messenger',
  tags: ['dictionaries'],
  summary: 'Socials and messengers',
  responses: answers(list(Social)),
})

export const paymentTypes = createRoute({
  method: 'get',
  path: '/dictionaries/payment-types',
  tags: ['dictionaries'],
  summary: 'Payment types',
  responses: answers(list(DictionaryItem)),
})

export const orderTypes = createRoute({
  method: 'get',
  path: '/dictionaries/order-types',
  tags: ['dictionaries'],
  summary: 'Order types',
  responses: answers(list(DictionaryItem)),
})
