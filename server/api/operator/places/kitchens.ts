import { asc, eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { z } from 'zod'
import { onAt, startedAt, stoppedAt } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { type EditDeps, recordEdit, updateById } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { products, restaurants } from '#server/db/schema'
import * as contract from '#shared/contract/operator/places'
import { translate } from '#shared/i18n'
import { LANGS } from '#shared/locales'

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
    busy: busy
      ? {
          minutes: row.busyMinutes,
          until: row.busyUntil?.toISOString() ?? null,
          since: iso(row.busySince),
        }
      : null,
    pause: paused
      ? {
          until: row.pausedUntil?.toISOString() ?? null,
          reason: row.pauseReason,
          since: iso(row.pausedSince),
        }
      : null,
  }
}

const iso = (at: Date | null) => at?.toISOString() ?? null

/** The dishes on the stop-list at `now`: how many, and those with no end, the longest first. */
async function stoppedDishes(
  db: Database,
  now: Date,
): Promise<z.infer<typeof contract.StoppedDishes>> {
  const rows = (
    await db
      .select()
      .from(products)
      .where(eq(products.available, false))
      .orderBy(asc(products.unavailableSince), asc(products.id))
  ).filter((row) => stoppedAt(row, now))
  return {
    count: rows.length,
    untilSwitchedBack: rows
      .filter((row) => row.unavailableUntil === null)
      .map((row) => ({ id: row.id, name: row.name, since: iso(row.unavailableSince) })),
  }
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

/**
 * The columns an edit writes: switching off clears its end, start and reason; switching on keeps
 * the start of a state already running (a longer busy mode has been busy since it began).
 */
function patchOf(
  c: Context,
  edit: z.output<typeof contract.KitchenEdit>,
  before: Row,
  now: Date,
): Partial<Row> {
  const { busy, pause, ...pace } = edit
  const patch: Partial<Row> = { ...pace }
  if (busy) {
    const on = busy.minutes > 0
    const wasBusy = onAt(before.busyMinutes > 0, before.busyUntil, now)
    patch.busyMinutes = busy.minutes
    patch.busyUntil = on ? future(c, 'busy.until', busy.until, now) : null
    patch.busySince = startedAt(on, wasBusy, before.busySince, now)
  }
  if (pause) {
    const wasPaused = onAt(before.paused, before.pausedUntil, now)
    patch.paused = pause.paused
    patch.pausedUntil = pause.paused ? future(c, 'pause.until', pause.until, now) : null
    patch.pausedSince = startedAt(pause.paused, wasPaused, before.pausedSince, now)
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
    const at = now()
    const [rows, stopped] = await Promise.all([
      db.select().from(restaurants).orderBy(asc(restaurants.sort), asc(restaurants.id)),
      stoppedDishes(db, at),
    ])
    const data = rows.map((row) => kitchenView(row, at))
    return c.json({ data, stopped, now: at.toISOString() }, 200)
  })

  app.openapi(guard(contract.editKitchen), async (c) => {
    const at = now()
    const edit = c.req.valid('json')
    const row = await recordEdit(deps, c, 'kitchen.updated', 'catalog', (tx) =>
      updateById(tx, restaurants, 'kitchen', rowId(c), (before) => patchOf(c, edit, before, at)),
    )
    if (!row) throw new ApiError(404, translate(requestLang(c), 'operator.restaurant.notFound'))
    return c.json({ data: kitchenView(row, at) }, 200)
  })

  return app
}
