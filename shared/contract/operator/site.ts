import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { LookupPath, REDIRECT_STATUSES } from '#shared/redirects'
import { OrderLimits } from '#shared/schemas'
import { answers, body, created, list, one, params, staff } from '../http'
import { Email, editOf, Localized, localizedText, Phone } from './fields'

// Spec §3: site settings (phone, email_admin) and site options (alert_message and
// alert_popup_message, GET /api/important-update-date), one site_values row each; the limits of one
// online order (security.md hole 8); and the operator's redirect rules.

export const Site = z.object({
  settings: z.object({ brand: z.string(), phone: z.string(), email_admin: z.string() }),
  options: z.object({
    alert_message: Localized.nullable(),
    alert_popup_message: Localized.nullable(),
  }),
  order_limits: OrderLimits,
})

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

/** A change of one site value: it answers the site as it then is. */
const siteEdit = <T extends z.ZodType>(key: string, summary: string, edit: T) =>
  createRoute({
    method: 'post',
    path: `/operator/site/${key}`,
    tags: ['operator'],
    summary,
    ...staff('manager'),
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

// The database part of the redirect table: managers list, add, change and delete rules.

export const RedirectRule = z.object({
  id: z.int(),
  from: z.string(),
  to: z.string(),
  status: z.int(),
  note: z.string().nullable(),
  createdAt: z.string(),
})

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
