import { eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { audit } from '#server/api/operator/staff/audit'
import type { FollowUps } from '#server/api/orders/follow-ups'
import { movePromise } from '#server/api/orders/promise-change'
import { changeStatus, confirmOrder } from '#server/api/orders/status'
import type { VivaClient } from '#server/api/payments/viva'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import type { OrderStatus } from '#shared/checkout'
import * as contract from '#shared/contract/operator/orders'
import { translate } from '#shared/i18n'
import { laterPromise, PROMISE_MOVABLE, readyInPromise } from '#shared/kitchen-promise'
import { formatPrice } from '#shared/money'
import { hasRole } from '#shared/staff'
import { boardPage, claimTicket, operatorOrder } from './board'
import { type FixOutcome, fixLine } from './fixes'
import { claimRetry, openRefund, refundDue, runRefund } from './refunds'

export type BoardDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  log: Logger
  viva?: VivaClient | undefined
  guard: StaffGuard
  followUps: FollowUps
}

/** Why a fix was refused, as the staff member reads it: the status and the locale key. */
const FIX_REFUSALS = {
  not_found: [404, 'order.notFound'],
  no_line: [404, 'operator.order.fixNoLine'],
  closed: [409, 'operator.order.fixClosed'],
  changed: [409, 'operator.order.fixChanged'],
  last_line: [409, 'operator.order.fixLastLine'],
  busy: [409, 'operator.order.fixBusy'],
  manager: [403, 'operator.order.fixNeedsManager'],
  viva_down: [502, 'operator.order.fixVivaDown'],
  viva_refused: [502, 'operator.order.fixVivaRefused'],
} as const satisfies Record<Exclude<FixOutcome, { ok: true }>['reason'], [number, string]>

/**
 * The orders board: the kitchen lists, opens, moves, fixes and cancels orders (cancelling and
 * fixing a paid card order refund it).
 */
export function boardRoutes(deps: BoardDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  const notFound = (c: Context) => new ApiError(404, translate(requestLang(c), 'order.notFound'))
  /** The order as staff see it, dishes named in this staff member's language. */
  const staffOrder = async (c: Context, id: number) =>
    operatorOrder(db, id, await deps.catalog.view(requestLang(c), deps.now()))
  const moved = (c: Context, result: Awaited<ReturnType<typeof changeStatus>>, to: string) => {
    if (result.ok) return
    if (result.reason === 'not_found') throw notFound(c)
    const lang = requestLang(c)
    if (result.reason === 'unconfirmed') {
      throw new ApiError(409, translate(lang, 'operator.order.awaitingConfirmation'))
    }
    if (result.reason === 'no_courier') {
      throw new ApiError(409, translate(lang, 'operator.order.noCourier'))
    }
    // In the staff member's words: the statuses by their names, never their codes.
    const status = (code: string) => translate(lang, `account.status.${code}`)
    throw new ApiError(
      409,
      translate(lang, 'order.badTransition', { from: status(result.from), to: status(to) }),
    )
  }

  /** The kitchen moved an order's promised time: who, from when to when, and why. */
  const auditPromise = (
    tx: Database,
    c: Context<StaffEnv>,
    change: { id: number; from: Date; to: Date; at: Date; details: Record<string, unknown> },
  ) =>
    audit(tx, {
      staffId: c.var.staff.staffId,
      action: 'order.promise',
      target: { type: 'order', id: change.id },
      before: { promisedAt: change.from.toISOString() },
      after: { promisedAt: change.to.toISOString() },
      details: change.details,
      ip: clientIp(c),
      at: change.at,
    })

  app.openapi(guard(contract.board), async (c) =>
    c.json(
      await boardPage(
        db,
        c.req.valid('query'),
        await deps.catalog.view(requestLang(c), deps.now()),
      ),
      200,
    ),
  )

  app.openapi(guard(contract.order), async (c) => {
    const detail = await staffOrder(c, rowId(c))
    if (!detail) throw notFound(c)
    return c.json({ data: detail }, 200)
  })

  app.openapi(guard(contract.printTicket), async (c) => {
    const claimed = await claimTicket(db, rowId(c), deps.now())
    if (claimed === null) throw notFound(c)
    return c.json({ data: { claimed } }, 200)
  })

  app.openapi(guard(contract.moveOrder), async (c) => {
    const { status, note, readyInMinutes } = c.req.valid('json')
    const id = rowId(c)
    const at = deps.now()
    const { bonusRules } = await deps.catalog.view(requestLang(c), at)
    const result = await db.transaction(async (tx) => {
      const change = await changeStatus(tx, deps.followUps, {
        orderId: id,
        to: status,
        rules: bonusRules,
        now: at,
        note,
      })
      if (change.ok) {
        await audit(tx, {
          staffId: c.var.staff.staffId,
          action: 'order.status',
          target: { type: 'order', id },
          before: { status: change.from },
          after: { status },
          details: note ? { note } : null,
          ip: clientIp(c),
          at,
        })
        // Accepted ready in so many minutes: that is the customer's time from now on (the
        // "accepted" text tells it).
        if (readyInMinutes !== undefined) {
          const to = readyInPromise(change.order, readyInMinutes, at)
          const moved = await movePromise(tx, deps.followUps.jobs, change.order, to, at)
          if (moved) {
            const details = { readyInMinutes }
            await auditPromise(tx, c, { id, from: change.order.promisedAt, to, at, details })
          }
        }
      }
      return change
    })
    moved(c, result, status)
    return c.json({ data: (await staffOrder(c, id))! }, 200)
  })

  app.openapi(guard(contract.laterOrder), async (c) => {
    const { minutes } = c.req.valid('json')
    const id = rowId(c)
    const at = deps.now()
    const lang = requestLang(c)
    await db.transaction(async (tx) => {
      // Serialises changes to one order: two screens' "later" add up, each from the latest time.
      await tx.execute(sql`select id from orders where id = ${id} for update`)
      const [order] = await tx.select().from(orders).where(eq(orders.id, id))
      if (!order) throw notFound(c)
      if (!PROMISE_MOVABLE.includes(order.status as OrderStatus) || order.awaitingConfirmation) {
        throw new ApiError(409, translate(lang, 'operator.order.notLater'))
      }
      const to = laterPromise(order, minutes, at)
      if (!to) throw new ApiError(409, translate(lang, 'operator.order.promiseTooFar'))
      await movePromise(tx, deps.followUps.jobs, order, to, at)
      await auditPromise(tx, c, { id, from: order.promisedAt, to, at, details: { minutes } })
    })
    return c.json({ data: (await staffOrder(c, id))! }, 200)
  })

  app.openapi(guard(contract.confirmOrder), async (c) => {
    const id = rowId(c)
    const at = deps.now()
    const confirmed = await db.transaction(async (tx) => {
      const done = await confirmOrder(tx, id, at)
      if (done) {
        await audit(tx, {
          staffId: c.var.staff.staffId,
          action: 'order.confirmed',
          target: { type: 'order', id },
          before: { awaitingConfirmation: true },
          after: { awaitingConfirmation: false },
          details: null,
          ip: clientIp(c),
          at,
        })
      }
      return done
    })
    if (confirmed === null) throw notFound(c)
    if (!confirmed) {
      throw new ApiError(409, translate(requestLang(c), 'operator.order.nothingToConfirm'))
    }
    return c.json({ data: (await staffOrder(c, id))! }, 200)
  })

  app.openapi(guard(contract.cancelOrder), async (c) => {
    const { reason } = c.req.valid('json')
    const id = rowId(c)
    const by = { staffId: c.var.staff.staffId, ip: clientIp(c), at: deps.now() }
    const { bonusRules } = await deps.catalog.view(requestLang(c), by.at)
    const result = await db.transaction(async (tx) => {
      const change = await changeStatus(tx, deps.followUps, {
        orderId: id,
        to: 'cancelled',
        rules: bonusRules,
        now: by.at,
        note: reason,
      })
      if (!change.ok) return { change, refund: null }
      // Money goes back only on a manager's word: the kitchen's cancellation is undone.
      if (refundDue(change.order) && !hasRole(c.var.staff.role, 'manager')) {
        throw new ApiError(403, translate(requestLang(c), 'operator.order.refundNeedsManager'))
      }
      const refund = await openRefund(tx, change.order, by.staffId, by.at)
      await audit(tx, {
        ...by,
        action: 'order.cancelled',
        target: { type: 'order', id },
        before: { status: change.from },
        after: { status: 'cancelled' },
        details: { reason },
      })
      return { change, refund }
    })
    moved(c, result.change, 'cancelled')
    if (result.refund) await runRefund(deps, result.refund, by)
    return c.json({ data: (await staffOrder(c, id))! }, 200)
  })

  app.openapi(guard(contract.fixLine), async (c) => {
    const lang = requestLang(c)
    const id = rowId(c)
    const { lineId, from, to } = c.req.valid('json')
    const at = deps.now()
    const { bonusRules } = await deps.catalog.view(lang, at)
    const outcome = await fixLine(
      { db, viva: deps.viva, log: deps.log, jobs: deps.followUps.jobs },
      {
        orderId: id,
        lineId,
        from,
        to,
        rules: bonusRules,
        by: { staffId: c.var.staff.staffId, role: c.var.staff.role, ip: clientIp(c), at },
      },
    )
    if (!outcome.ok) {
      const [status, key] = FIX_REFUSALS[outcome.reason]
      const amount = 'amount' in outcome ? formatPrice(outcome.amount, lang) : ''
      throw new ApiError(status, translate(lang, key, { amount }))
    }
    return c.json({ data: (await staffOrder(c, id))! }, 200)
  })

  app.openapi(guard(contract.retryRefund), async (c) => {
    const lang = requestLang(c)
    const id = rowId(c)
    const by = { staffId: c.var.staff.staffId, ip: clientIp(c), at: deps.now() }
    const refund = await claimRetry(db, id, by.at)
    if (!refund) throw new ApiError(409, translate(lang, 'operator.order.noRefund'))
    const done = await runRefund(deps, refund, by)
    if (done.status !== 'completed') {
      throw new ApiError(502, translate(lang, 'operator.order.refundFailed'))
    }
    return c.json({ data: (await staffOrder(c, id))! }, 200)
  })

  return app
}
