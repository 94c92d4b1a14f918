import { eq, inArray } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { validate } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { siteValues } from '#server/db/schema'
import { Email } from '#shared/contract/operator/staff'
import { DEFAULT_ORDER_LIMITS, OrderLimits, orderLimitsOf } from '#shared/schemas'
import {
  changedFields,
  type Edit,
  type EditDeps,
  Localized,
  localizedText,
  Phone,
  recordEdit,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'

// Spec §3: site settings (phone, email_admin) and site options (alert_message and
// alert_popup_message, GET /api/important-update-date), one site_values row each; and the limits
// of one online order (security.md hole 8).

/** An alert in each language; an empty language shows none there, null removes it everywhere. */
const Alert = localizedText(1000, false).nullable()
const OptionsEdit = z
  .object({ alert_message: Alert.optional(), alert_popup_message: Alert.optional() })
  .refine(somethingToChange, 'operator.nothingToChange')
const SettingsEdit = z
  .object({
    phone: Phone.optional(),
    email_admin: Email.optional().describe('new orders are mailed here'),
  })
  .refine(somethingToChange, 'operator.nothingToChange')

const OrderLimitsEdit = OrderLimits.partial().refine(somethingToChange, 'operator.nothingToChange')

const Options = z.object({
  alert_message: Localized.nullable(),
  alert_popup_message: Localized.nullable(),
})
const Settings = z.object({ brand: z.string(), phone: z.string(), email_admin: z.string() })
export const Site = z.object({ settings: Settings, options: Options, order_limits: OrderLimits })

type Value = Record<string, unknown>

async function readSite(db: Database): Promise<z.infer<typeof Site>> {
  const rows = await db
    .select()
    .from(siteValues)
    .where(inArray(siteValues.key, ['settings', 'options', 'order_limits']))
  const value = (key: string) => (rows.find((r) => r.key === key)?.value ?? {}) as Value
  const options = value('options')
  return {
    settings: value('settings') as z.infer<typeof Settings>,
    order_limits: orderLimitsOf(value('order_limits')),
    options: {
      alert_message: (options.alert_message ?? null) as z.infer<typeof Localized> | null,
      alert_popup_message: (options.alert_popup_message ?? null) as z.infer<
        typeof Localized
      > | null,
    },
  }
}

/** Merges `patch` into one site value (or into `base` when it has none yet) under a row lock. */
async function mergeValue(
  tx: Database,
  key: string,
  patch: Value,
  base: Value = {},
): Promise<Edit<Value>> {
  const [row] = await tx.select().from(siteValues).where(eq(siteValues.key, key)).for('update')
  const before = { ...base, ...(row?.value as Value | undefined) }
  const after = { ...before, ...patch }
  await tx
    .insert(siteValues)
    .values({ key, value: after })
    .onConflictDoUpdate({ target: siteValues.key, set: { value: after } })
  return {
    target: { type: 'site', id: key },
    ...changedFields(before, after, Object.keys(patch)),
    result: after,
  }
}

/** The site's alerts, contact settings and order limits: all staff read them, managers change them. */
export function siteRoutes(deps: EditDeps) {
  const { db, access } = deps
  const app = new Hono<StaffEnv>()
  const answer = z.object({ data: Site })

  app.get(
    '/operator/site',
    access({
      method: 'get',
      path: '/operator/site',
      role: 'kitchen',
      tag: 'operator',
      summary:
        'Site settings (phone, email_admin), options (the two alerts in all four languages) and the order limits',
      response: answer,
    }),
    async (c) => c.json({ data: await readSite(db) }),
  )

  const edits = [
    ['options', OptionsEdit, 'The alert banner and the alert popup, in all four languages', {}],
    ['settings', SettingsEdit, "The shop's phone and the e-mail new orders go to", {}],
    [
      'order_limits',
      OrderLimitsEdit,
      "One order's most lines, most of one line and largest total, and the total above which a manager confirms it",
      DEFAULT_ORDER_LIMITS,
    ],
  ] as const
  for (const [key, schema, summary, base] of edits) {
    app.post(
      `/operator/site/${key}`,
      access({
        method: 'post',
        path: `/operator/site/${key}`,
        role: 'manager',
        tag: 'operator',
        summary,
        body: schema,
        response: answer,
      }),
      validate('json', schema),
      async (c) => {
        await recordEdit(deps, c, `site.${key}`, 'catalog', (tx) =>
          mergeValue(tx, key, c.req.valid('json'), base),
        )
        return c.json({ data: await readSite(db) })
      },
    )
  }

  return app
}
