import { eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { changedFields, type Edit, type EditDeps, recordEdit } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { siteValues } from '#server/db/schema'
import type { Localized } from '#shared/contract/operator/fields'
import type { StoredTrader } from '#shared/contract/operator/site'
import * as contract from '#shared/contract/operator/site'
import { DEFAULT_ORDER_LIMITS, orderLimitsOf } from '#shared/contract/orders'
import { DEFAULT_RETENTION, retentionOf } from '#shared/contract/privacy'
import { translate } from '#shared/i18n'

type Value = Record<string, unknown>

async function readSite(db: Database): Promise<z.infer<typeof contract.Site>> {
  const rows = await db
    .select()
    .from(siteValues)
    .where(inArray(siteValues.key, ['settings', 'options', 'order_limits', 'retention', 'trader']))
  const value = (key: string) => (rows.find((r) => r.key === key)?.value ?? {}) as Value
  const options = value('options')
  return {
    settings: value('settings') as z.infer<typeof contract.Site>['settings'],
    trader: (rows.find((r) => r.key === 'trader')?.value ?? null) as StoredTrader | null,
    order_limits: orderLimitsOf(value('order_limits')),
    retention: retentionOf(value('retention')),
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

/**
 * The site's alerts, contact settings, order limits and retention periods: all staff read them,
 * managers change them (the retention periods and the trader's details: admins).
 */
export function siteRoutes(deps: EditDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.site), async (c) => c.json({ data: await readSite(db) }, 200))

  const edits = [
    ['options', contract.siteOptions, {}],
    ['settings', contract.siteSettings, {}],
    ['order_limits', contract.orderLimits, DEFAULT_ORDER_LIMITS],
    ['retention', contract.retention, DEFAULT_RETENTION],
  ] as const
  for (const [key, endpoint, base] of edits) {
    app.openapi(guard(endpoint), async (c) => {
      await recordEdit(deps, c, `site.${key}`, 'catalog', (tx) =>
        mergeValue(tx, key, c.req.valid('json'), base),
      )
      return c.json({ data: await readSite(db) }, 200)
    })
  }

  // The first save must be the whole record: the footer shows every part of it.
  app.openapi(guard(contract.siteTrader), async (c) => {
    await recordEdit(deps, c, 'site.trader', 'catalog', async (tx) => {
      const edit = await mergeValue(tx, 'trader', c.req.valid('json'))
      const missing = contract.TraderFields.keyof().options.filter((key) => !(key in edit.result))
      if (missing.length) {
        const required = translate(requestLang(c), 'validation.required')
        throw new ApiError(
          422,
          translate(requestLang(c), 'validation.failed'),
          Object.fromEntries(missing.map((key) => [key, required])),
        )
      }
      return edit
    })
    return c.json({ data: await readSite(db) }, 200)
  })

  return app
}
