import { asc } from 'drizzle-orm'
import type { Context } from 'hono'
import type { z } from 'zod'
import { onAt } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import { restaurants } from '#server/db/schema'
import * as contract from '#shared/contract/operator/places'
import { translate } from '#shared/i18n'
import { LANGS } from '#shared/locales'
import { type Editable, type EditDeps, editRow } from '../edits'
import type { StaffEnv } from '../roles'

type Row = typeof restaurants.$inferSelect

/** A kitchen as the console shows it at `now`: a busy mode or pause whose time is up is off. */
export function kitchenView(row: Row, now: Date): z.infer<typeof contract.OperatorKitchen> {
  const busy = onAt(row.busyMinutes > 0, row.busyUntil, now)
  const paused = onAt(row.paused, row.pausedUntil, now)
  return {
    id: row.id,
    name: row.name,
    prepMinutes: row.prepMinutes,
    queueOrders: row.queueOrders,
    queueMinutes: row.queueMinutes,
    slotOrders: row.slotOrders,
    slotAmount: row.slotAmount,
    busy: busy ? { minutes: row.busyMinutes, until: row.busyUntil?.toISOString() ?? null } : null,
    pause: paused
      ? { until: row.pausedUntil?.toISOString() ?? null, reason: row.pauseReason }
      : null,
  }
}

const KITCHEN: Editable<typeof restaurants, 'kitchen'> = {
  table: restaurants,
  type: 'kitchen',
  notFound: 'operator.restaurant.notFound',
}

/** An end that has already passed is a mistake: a 422 on its field. */
function future(c: Context, field: string, until: string | null, now: Date): Date | null {
  if (until === null) return null
  const at = new Date(until)
  if (at > now) return at
  const lang = requestLang(c)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    [field]: translate(lang, 'operator.menu.untilPast'),
  })
}

/** The columns an edit writes: switching off clears its end and reason. */
function patchOf(c: Context, edit: z.output<typeof contract.KitchenEdit>, now: Date): Partial<Row> {
  const { busy, pause, ...pace } = edit
  const patch: Partial<Row> = { ...pace }
  if (busy) {
    patch.busyMinutes = busy.minutes
    patch.busyUntil = busy.minutes > 0 ? future(c, 'busy.until', busy.until, now) : null
  }
  if (pause) {
    patch.paused = pause.paused
    patch.pausedUntil = pause.paused ? future(c, 'pause.until', pause.until, now) : null
    const reason = pause.reason && LANGS.every((lang) => pause.reason?.[lang]) ? pause.reason : null
    patch.pauseReason = pause.paused ? reason : null
  }
  return patch
}

/** The kitchens' pace, capacity, busy mode and pause: all staff see them, managers change them. */
export function kitchenRoutes(deps: EditDeps) {
  const { db, guard, now } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.kitchens), async (c) => {
    const rows = await db
      .select()
      .from(restaurants)
      .orderBy(asc(restaurants.sort), asc(restaurants.id))
    const at = now()
    return c.json({ data: rows.map((row) => kitchenView(row, at)) }, 200)
  })

  app.openapi(guard(contract.editKitchen), async (c) => {
    const at = now()
    const row = await editRow(deps, c, KITCHEN, patchOf(c, c.req.valid('json'), at))
    return c.json({ data: kitchenView(row, at) }, 200)
  })

  return app
}
