import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { isValidEik } from '#shared/company'
import { answers, body, created, list, one, params, staff } from '#shared/contract/http'
import { OrderLimits } from '#shared/contract/orders'
import { Retention } from '#shared/contract/privacy'
import { LEGAL_DOCS } from '#shared/legal'
import { LookupPath, REDIRECT_STATUSES } from '#shared/redirects'
import { Email, editOf, Localized, localizedText, Phone } from './fields'

// Spec §3: site settings (phone, email_admin) and site options (alert_message and
// alert_popup_message, GET /api/important-update-date), one site_values row each; the limits of one
// online order (security.md hole 8); and the operator's redirect rules.

/**
 * The trader behind the shop as stored (site_values 'trader'), in all four languages where a
 * visitor reads it in theirs: the company's name is written once, as registered.
 */
export const TraderFields = z.object({
  legal_name: z.string().trim().min(1).max(200),
  legal_form: localizedText(100),
  eik: z
    .string()
    .trim()
    .regex(/^(?:\d{9}|\d{13})$/, 'operator.field.eik')
    // The register's check digits, as an invoice's buyer's (shared/company.ts).
    .refine(isValidEik, 'operator.field.eik')
    .describe('the company number (ЕИК): 9 digits, 13 for a branch'),
  vat_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(?:BG\d{9,10})?$/, 'operator.field.vatNumber')
    .describe("BG and the ЕИК when VAT-registered; '' when not"),
  address: localizedText(300),
  email: Email,
  phone: Phone,
  food_registration: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('the registration of the food business with the БАБХ'),
  authority_name: localizedText(200),
  authority_address: localizedText(300),
  authority_url: z.url({ protocol: /^https$/ }).max(300),
})
export type StoredTrader = z.infer<typeof TraderFields>

export const Site = z.object({
  settings: z.object({ brand: z.string(), phone: z.string(), email_admin: z.string() }),
  /** Null until an admin fills it in. */
  trader: TraderFields.nullable(),
  options: z.object({
    alert_message: Localized.nullable(),
    alert_popup_message: Localized.nullable(),
  }),
  order_limits: OrderLimits,
  retention: Retention,
})
export type Site = z.infer<typeof Site>

export const site = createRoute({
  method: 'get',
  path: '/operator/site',
  tags: ['operator'],
  summary:
    'Site settings (phone, email_admin), options (the two alerts in all four languages) and the order limits',
  ...staff('kitchen'),
  responses: answers(one(Site)),
})

/** An alert in each language; an empty language shows none there, null removes it everywhere. */
const Alert = localizedText(1000, false).nullable()

/** A change of one site value (by a manager unless `role` says): it answers the site as it then is. */
const siteEdit = <
  const K extends string,
  T extends z.ZodType,
  R extends 'manager' | 'admin' = 'manager',
>(
  key: K,
  summary: string,
  edit: T,
  role: R = 'manager' as R,
) =>
  createRoute({
    method: 'post',
    path: `/operator/site/${key}` as const,
    tags: ['operator'],
    summary,
    ...staff(role),
    request: { body: body(edit) },
    responses: answers(one(Site)),
  })

export const siteOptions = siteEdit(
  'options',
  'The alert banner and the alert popup, in all four languages',
  editOf(z.object({ alert_message: Alert, alert_popup_message: Alert })),
)

export const siteSettings = siteEdit(
  'settings',
  "The shop's phone and the e-mail new orders go to",
  editOf(z.object({ phone: Phone, email_admin: Email.describe('new orders are mailed here') })),
)

export const orderLimits = siteEdit(
  'order_limits',
  "One order's most lines, most of one line and largest total, and the total above which a manager confirms it",
  editOf(OrderLimits),
)

export const retention = siteEdit(
  'retention',
  'How long sign-in codes, ended sessions, the audit log, abandoned orders and orders keep personal data',
  editOf(Retention),
  'admin',
)

export const siteTrader = siteEdit(
  'trader',
  'Who sells: the legal name and form, ЕИК, VAT number, address, contact, food registration and consumer authority',
  // The first save is the whole record; later ones may change any part of it.
  TraderFields.partial(),
  'admin',
)

// The legal pages: each save a new version, never an overwrite (orders name the version they were
// placed under).

export const LegalVersion = z.object({
  doc: z.enum(LEGAL_DOCS),
  version: z.int(),
  title: Localized,
  body: Localized,
  template: z.boolean(),
  createdAt: z.string(),
})
export type LegalVersion = z.infer<typeof LegalVersion>

export const legalPages = createRoute({
  method: 'get',
  path: '/operator/legal',
  tags: ['operator'],
  summary: "Each legal page's current version in all four languages (none yet: absent)",
  ...staff('admin'),
  responses: answers(list(LegalVersion)),
})

export const publishLegal = createRoute({
  method: 'post',
  path: '/operator/legal/{doc}',
  tags: ['operator'],
  summary: 'Publish a new version of a legal page (the next number, dated now)',
  ...staff('admin'),
  request: {
    params: z.object({ doc: z.enum(LEGAL_DOCS) }),
    body: body(z.object({ title: localizedText(200), body: localizedText(60_000) })),
  },
  responses: created(one(LegalVersion)),
})

// The database part of the redirect table: managers list, add, change and delete rules.

export const RedirectRule = z.object({
  id: z.int(),
  from: z.string(),
  to: z.string(),
  status: z.int(),
  note: z.string().nullable(),
  createdAt: z.string(),
})
export type RedirectRule = z.infer<typeof RedirectRule>

const RuleFields = z.object({
  from: LookupPath.describe('the path that redirects, e.g. /old-promo (lower case is kept)'),
  to: z.string().trim().min(1).max(2048).describe('a path of the shop or an allowed https URL'),
  status: z.literal(REDIRECT_STATUSES).describe('301 permanent; 302 or 307 while it is temporary'),
  note: z.string().trim().max(500).nullable(),
})
const RuleCreate = RuleFields.extend({
  status: RuleFields.shape.status.default(301),
  note: RuleFields.shape.note.default(null),
})
export const RuleEdit = editOf(RuleFields)

export const redirects = createRoute({
  method: 'get',
  path: '/operator/redirects',
  tags: ['operator'],
  summary: "The operator's redirect rules (the data file's are in redirects/rules.json)",
  ...staff('manager'),
  responses: answers(list(RedirectRule)),
})

export const createRedirect = createRoute({
  method: 'post',
  path: '/operator/redirects',
  tags: ['operator'],
  summary:
    'Add a redirect rule, checked like the data file: a safe target, no loop, no chain, no page hidden',
  ...staff('manager'),
  request: { body: body(RuleCreate) },
  responses: created(one(RedirectRule)),
})

export const editRedirect = createRoute({
  method: 'post',
  path: '/operator/redirects/{id}',
  tags: ['operator'],
  summary: 'Change a redirect rule (checked like a new one)',
  ...staff('manager'),
  request: { params: params('id'), body: body(RuleEdit) },
  responses: answers(one(RedirectRule), 404),
})

export const deleteRedirect = createRoute({
  method: 'delete',
  path: '/operator/redirects/{id}',
  tags: ['operator'],
  summary: 'Delete a redirect rule',
  ...staff('manager'),
  request: { params: params('id') },
  responses: answers(one(RedirectRule), 404),
})
