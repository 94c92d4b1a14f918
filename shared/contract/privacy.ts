import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { Company } from '#shared/company'
import { answers, body, customer, params, settingOf, staff } from './http'
import { SavedAddress } from './profile'

// GDPR art. 15, 17 and 20: a customer takes a copy of everything the shop holds about them, or
// has the account deleted; an admin does either for a request that came by e-mail or phone.

/**
 * How long the shop keeps what it no longer needs (GDPR art. 5(1)(e)), in days but for orders,
 * whose amounts accounting law keeps for years. Site data; the hourly upkeep applies it
 * (server/api/privacy/retention.ts, docs/data-rights.md).
 */
export const Retention = z.object({
  /** Sign-in codes, used or not. */
  signInCodeDays: z.int().min(1).max(365),
  /** Customer and staff sessions, after they ended (signed out, revoked, expired or idle). */
  sessionDays: z.int().min(1).max(365),
  /** The staff audit log. */
  auditDays: z.int().min(30).max(3650),
  /** Orders never paid and cancelled: their address and comment; requests' idempotency keys. */
  abandonedDays: z.int().min(1).max(365),
  /** Orders: their address and comment go after this many years, their amounts stay. */
  orderYears: z.int().min(1).max(30),
})
export type Retention = z.infer<typeof Retention>

/**
 * A shop whose admin never set them: codes a day, ended sessions a month, the audit log two years,
 * abandoned orders' addresses a month, and orders ten years (the Bulgarian Accountancy Act's
 * period for accounting records, art. 12).
 */
export const DEFAULT_RETENTION: Retention = {
  signInCodeDays: 1,
  sessionDays: 30,
  auditDays: 730,
  abandonedDays: 30,
  orderYears: 10,
}

/** The periods in effect: the site_values row `retention`, the defaults for the rest. */
export const retentionOf = settingOf(Retention, DEFAULT_RETENTION)

const Moment = z.string().describe('ISO 8601')

const ExportLine = z.object({
  name: z.string(),
  quantity: z.int(),
  unitPrice: z.int(),
  modifiers: z.array(z.object({ name: z.string(), quantity: z.int(), price: z.int() })),
  total: z.int(),
})

const ExportOrder = z.object({
  id: z.int(),
  createdAt: Moment,
  status: z.string(),
  orderType: z.string(),
  source: z.string(),
  address: z
    .object({
      street: z.string(),
      entrance: z.string(),
      floor: z.string(),
      apartment: z.string(),
      note: z.string(),
    })
    .nullable(),
  scheduledFor: Moment.nullable(),
  paymentType: z.string(),
  persons: z.int(),
  comment: z.string(),
  lang: z.string(),
  subtotal: z.int(),
  deliveryFee: z.int(),
  discount: z.int(),
  bonusSpent: z.int(),
  total: z.int(),
  paidAt: Moment.nullable(),
  /** The company the order asked an invoice for. */
  invoiceRequest: Company.nullable(),
  /** The terms of sale and privacy notice versions in force when it was placed. */
  termsVersion: z.int().nullable(),
  privacyVersion: z.int().nullable(),
  lines: z.array(ExportLine),
  events: z.array(z.object({ status: z.string(), at: Moment, note: z.string() })),
})

/** Everything the shop's database holds about one customer, and nothing about anyone else. */
export const DataExport = z.object({
  exportedAt: Moment,
  profile: z.object({
    id: z.int(),
    phone: z.string(),
    name: z.string(),
    surname: z.string(),
    birthday: z.string().nullable(),
    createdAt: Moment,
  }),
  addresses: z.array(SavedAddress),
  /** The company kept for invoices. */
  company: Company.nullable(),
  orders: z.array(ExportOrder),
  bonuses: z.object({
    balance: z.int(),
    pending: z.int(),
    ledger: z.array(
      z.object({
        amount: z.int(),
        kind: z.string(),
        status: z.string(),
        orderId: z.int().nullable(),
        createdAt: Moment,
      }),
    ),
  }),
  referrals: z.object({
    code: z.string(),
    /** Whether someone invited them: who it was is that person's data. */
    invitedBy: z.boolean(),
    /** Friends who signed up with their link (how many; who they are is theirs). */
    invited: z.int(),
  }),
  reviews: z.array(
    z.object({ orderId: z.int(), rating: z.int(), text: z.string(), createdAt: Moment }),
  ),
  settings: z.object({ statusSms: z.boolean() }),
  /** The customer's answers to the cookie choice, with the policy version each was given under. */
  consents: z.array(
    z.object({
      purpose: z.string(),
      granted: z.boolean(),
      policyVersion: z.int().nullable(),
      at: Moment,
    }),
  ),
  sessions: z.array(
    z.object({ createdAt: Moment, lastSeenAt: Moment, revokedAt: Moment.nullable() }),
  ),
})
export type DataExport = z.infer<typeof DataExport>

const Confirm = z.object({
  confirm: z.literal(true).describe('the customer (or the admin for them) confirmed the deletion'),
})

const Deleted = z.object({ data: z.object({ forfeited: z.int().describe('bonus cents lost') }) })

export const exportData = createRoute({
  method: 'get',
  path: '/account/data',
  tags: ['profile'],
  summary: 'Everything the shop holds about the signed-in customer, as a JSON file to download',
  ...customer,
  responses: answers(DataExport),
})

export const deleteAccount = createRoute({
  method: 'post',
  path: '/account/delete',
  tags: ['profile'],
  summary:
    'Delete the account: sessions end, personal data goes, orders stay anonymous, bonuses are lost',
  ...customer,
  request: { body: body(Confirm) },
  responses: answers(Deleted, 409),
})

export const customerData = createRoute({
  method: 'get',
  path: '/operator/customers/{id}/data',
  tags: ['operator'],
  summary: "A customer's data as their export gives it, for a request by e-mail or phone (audited)",
  ...staff('admin'),
  request: { params: params('id') },
  responses: answers(DataExport, 404),
})

export const deleteCustomer = createRoute({
  method: 'post',
  path: '/operator/customers/{id}/delete',
  tags: ['operator'],
  summary: "Delete a customer's account for a request by e-mail or phone (audited)",
  ...staff('admin'),
  request: {
    params: params('id'),
    body: body(
      Confirm.extend({
        request: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .describe('how the request came, e.g. "e-mail of 3 March"'),
      }),
    ),
  },
  responses: answers(Deleted, 404, 409),
})
