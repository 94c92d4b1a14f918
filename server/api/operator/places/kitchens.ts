import { asc } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { onAt } from '#server/api/catalog/store'
import { ApiError } from '#server/api/errors'
import { requestLang, validate } from '#server/api/validate'
import { restaurants } from '#server/db/schema'
import { translate } from '#shared/i18n'
import { LANGS } from '#shared/locales'
import {
  Cents,
  type Editable,
  type EditDeps,
  editRow,
  Localized,
  somethingToChange,
} from '../edits'
import type { StaffEnv } from '../roles'

// The kitchens' evening: how each one promises (preparation, queue), its capacity per 15-minute
// slot, busy mode's extra minutes and a pause of online ordering; the last two end by themselves
// at their time (compared at every read).

const Until = z.iso
  .datetime({ offset: true })
  .nullable()
  .default(null)
  .describe('when it ends by itself; null: until switched back')

const Reason = z
  .object(
    Object.fromEntries(LANGS.map((lang) => [lang, z.string().trim().max(200)])) as Record<
      (typeof LANGS)[number],
      z.ZodString
    >,
  )
  // A reason in some languages only would leave the others saying nothing: all four or none.
  .superRefine((reason, ctx) => {
    const given = LANGS.filter((lang) => reason[lang])
    if (given.length === 0 || given.length === LANGS.length) return
    for (const lang of LANGS) {
      if (!reason[lang])
        ctx.addIssue({ code: 'custom', path: [lang], message: 'validation.required' })
    }
  })

const KitchenEdit = z
  .object({
    prepMinutes: z.int().min(0).max(240).describe('minutes to cook an order with none waiting'),
    queueOrders: z.int().min(0).max(100).describe('each full this many orders waiting add…'),
    queueMinutes: z.int().min(0).max(120).describe('…this many minutes (0 orders: no queue rule)'),
    slotOrders: z
      .int()
      .min(1)
      .max(1000)
      .nullable()
      .describe('at most this many orders per 15-minute slot; null: no limit'),
    slotAmount: Cents.min(100)
      .nullable()
      .describe('at most this amount (cents) per 15-minute slot; null: no limit'),
    busy: z
      .object({ minutes: z.int().min(0).max(180), until: Until })
      .describe('busy mode: minutes added to every promise (0: off)'),
    pause: z
      .object({ paused: z.boolean(), until: Until, reason: Reason.nullable().default(null) })
      .describe('pause online ordering: only times after the pause are taken'),
  })
  .partial()
  .refine(somethingToChange, 'operator.nothingToChange')

type Row = typeof restaurants.$inferSelect

/** A kitchen as the console shows it at `now`: a busy mode or pause whose time is up is off. */
export function kitchenView(row: Row, now: Date) {
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

export const OperatorKitchen = z.object({
  id: z.int(),
  name: Localized,
  prepMinutes: z.int(),
  queueOrders: z.int(),
  queueMinutes: z.int(),
  slotOrders: z.int().nullable(),
  slotAmount: z.int().nullable(),
  busy: z.object({ minutes: z.int(), until: z.string().nullable() }).nullable(),
  pause: z.object({ until: z.string().nullable(), reason: Localized.nullable() }).nullable(),
})

const KITCHEN: Editable<typeof restaurants> = {
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
function patchOf(c: Context, edit: z.output<typeof KitchenEdit>, now: Date): Partial<Row> {
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

export function kitchenRoutes(deps: EditDeps) {
  const { db, access, now } = deps
  const app = new Hono<StaffEnv>()

  app.get(
    '/operator/kitchens',
    access({
      method: 'get',
      path: '/operator/kitchens',
      role: 'kitchen',
      tag: 'operator',
      summary:
        "Each kitchen's pace (preparation, queue rule), busy mode and pause, as they are now",
      response: z.object({ data: z.array(OperatorKitchen) }),
    }),
    async (c) => {
      const rows = await db
        .select()
        .from(restaurants)
        .orderBy(asc(restaurants.sort), asc(restaurants.id))
      const at = now()
      return c.json({ data: rows.map((row) => kitchenView(row, at)) })
    },
  )

  app.post(
    '/operator/kitchens/:id',
    access({
      method: 'post',
      path: '/operator/kitchens/:id',
      role: 'manager',
      tag: 'operator',
      summary:
        "Change a kitchen's preparation time or queue rule, set busy mode's extra minutes, or pause online ordering (now or until a time, with a reason in the four languages)",
      body: KitchenEdit,
      response: z.object({ data: OperatorKitchen }),
      errors: [404],
    }),
    validate('json', KitchenEdit),
    async (c) => {
      const at = now()
      const row = await editRow(deps, c, KITCHEN, patchOf(c, c.req.valid('json'), at))
      return c.json({ data: kitchenView(row, at) })
    },
  )

  return app
}
