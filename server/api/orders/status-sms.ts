import { and, desc, eq, inArray, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { CatalogStore } from '#server/api/catalog/store'
import type { Pushes } from '#server/api/push/devices'
import type { SmsSender } from '#server/api/sms'
import { SmsBudgetSpent } from '#server/api/sms/budget'
import { OutsideDialCodes } from '#server/api/sms/destinations'
import type { Database } from '#server/db/client'
import { customers, orderEvents, orders } from '#server/db/schema'
import { STATUS_TEXT } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import type { OrderStatus } from '#shared/checkout'
import { translate } from '#shared/i18n'
import { PROMISE_MOVABLE } from '#shared/kitchen-promise'
import { isLang, type Lang, LOCALE_TAGS, localizePath } from '#shared/locales'
import { promisedWhen } from '#shared/promised-time'

/** The moves a customer is texted about; the others (cooking, completed…) they see on the page. */
export const TEXTED_STATUSES = ['accepted', 'on_the_way', 'ready_for_pickup', 'cancelled'] as const

/** At most one text a minute per order; a cancellation does not wait. */
export const SMS_GAP_MS = 60_000

/** What a text tells: a status worth one, or `promised`, the new time of an order put later. */
type News = (typeof TEXTED_STATUSES)[number] | 'promised'

const texted = (status: string) => (TEXTED_STATUSES as readonly string[]).includes(status)

/** When the text of an order now in `status` may go: at once, or a minute after the last one. */
export function textDueAt(status: string, lastTextAt: Date | null, now: Date): Date {
  if (status === 'cancelled' || !lastTextAt) return now
  return new Date(Math.max(now.getTime(), lastTextAt.getTime() + SMS_GAP_MS))
}

/**
 * The text for an order's status (or its new time, `promised`) in its language, or null when that
 * status is not texted.
 */
export function statusText(
  order: { id: number; status: string; promisedAt: string | null },
  lang: Lang,
  brand: string,
  now: Date,
): string | null {
  if (!texted(order.status) && order.status !== 'promised') return null
  const params = { id: order.id, brand }
  if ((order.status === 'accepted' || order.status === 'promised') && order.promisedAt) {
    const when = promisedWhen(order.promisedAt, now, LOCALE_TAGS[lang])
    const time = translate(lang, when.key, when.params)
    const key = order.status === 'accepted' ? 'order.sms.acceptedAt' : 'order.sms.promised'
    return translate(lang, key, { ...params, time })
  }
  return translate(lang, `order.sms.${order.status}`, params)
}

/**
 * In the transaction that moved the order's promised time: its customer, told a time already,
 * is texted the new one (at most one text a minute: the latest time then).
 */
export async function schedulePromiseText(
  jobs: Pick<JobQueue, 'send'>,
  tx: Database,
  order: { id: number; statusSmsAt: Date | null },
  now: Date,
) {
  await jobs.send(
    tx,
    STATUS_TEXT,
    { orderId: order.id },
    textDueAt('promised', order.statusSmsAt, now),
  )
}

type Told = Pick<
  typeof orders.$inferSelect,
  'status' | 'promisedAt' | 'statusSmsStatus' | 'statusSmsPromisedAt'
>

/**
 * What is news to the customer: the latest status worth a text, if not told yet; else a new time,
 * when the time they were texted has moved since and the order is still to be ready.
 */
function newsFor(order: Told, status: (typeof TEXTED_STATUSES)[number]): News | null {
  if (order.statusSmsStatus !== status) return status
  const moved =
    status === 'accepted' &&
    PROMISE_MOVABLE.includes(order.status as OrderStatus) &&
    order.statusSmsPromisedAt?.getTime() !== order.promisedAt.getTime()
  return moved ? 'promised' : null
}

/**
 * In the transaction that moved the order: its customer's text is due (statusTexts sends it). A
 * move within the minute after the last text waits out the minute, and a later move replaces it:
 * the job tells whatever the order's status is then.
 */
export async function scheduleStatusText(
  jobs: Pick<JobQueue, 'send'>,
  tx: Database,
  order: { id: number; status: string; statusSmsAt: Date | null },
  now: Date,
) {
  if (!texted(order.status)) return
  await jobs.send(
    tx,
    STATUS_TEXT,
    { orderId: order.id },
    textDueAt(order.status, order.statusSmsAt, now),
  )
}

/**
 * The customer's texts about their order (spec: status texts; the SMS provider's stand-in
 * locally): each status worth a message is told once, and each time the kitchen moved the promise
 * after telling it, in the order's language, at most one a
 * minute but a cancellation, never dropped (a durable job, tried again while the provider fails),
 * day and night while the order is under way, and never to a customer who switched them off.
 */
export function statusTexts(deps: {
  db: Database
  catalog: CatalogStore
  sms: SmsSender
  log: Logger
  now: () => Date
  jobs: JobQueue
  /** The customer's devices told by push instead (null: push is off). */
  pushes: Pushes | null
}) {
  const { db, log, jobs } = deps
  jobs.work(STATUS_TEXT, async ({ orderId }) => {
    const [row] = await db
      .select({
        order: orders,
        phone: customers.phone,
        wanted: customers.statusSms,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId))
    if (!row) return
    const { order } = row
    // The latest status worth a text that the order reached (accepted, then cooking a second
    // later, still tells "accepted"); nothing once the food has arrived, nor what was told.
    const [latest] = await db
      .select({ status: orderEvents.status })
      .from(orderEvents)
      .where(
        and(eq(orderEvents.orderId, orderId), inArray(orderEvents.status, [...TEXTED_STATUSES])),
      )
      .orderBy(desc(orderEvents.id))
      .limit(1)
    if (!latest || order.status === 'completed') return
    const status = newsFor(order, latest.status as (typeof TEXTED_STATUSES)[number])
    if (!status) return
    const now = deps.now()
    const due = textDueAt(status, order.statusSmsAt, now)
    if (due > now) return jobs.send(db, STATUS_TEXT, { orderId }, due)
    const skip = (reason: string) =>
      log.info({ event: 'status_sms_skipped', orderId, status, reason }, 'status sms')
    if (!row.wanted && !deps.pushes) return skip('switched_off')
    const lang: Lang = isLang(order.lang) ? order.lang : 'bg'
    const { brand } = (await deps.catalog.view(lang, now)).settings
    const text = statusText(
      { id: order.id, status, promisedAt: order.promisedAt.toISOString() },
      lang,
      brand,
      now,
    )!
    // Claimed before sending, so of two runs (two instances, a retry) one sends.
    const told = {
      statusSmsAt: order.statusSmsAt,
      statusSmsStatus: order.statusSmsStatus,
      statusSmsPromisedAt: order.statusSmsPromisedAt,
    }
    const tellsTime = status === 'accepted' || status === 'promised'
    const claimed = await db
      .update(orders)
      .set({
        statusSmsAt: now,
        // A new time keeps the status told ("accepted"); the time told is the one sent now.
        statusSmsStatus: status === 'promised' ? told.statusSmsStatus : status,
        ...(tellsTime ? { statusSmsPromisedAt: order.promisedAt } : {}),
      })
      .where(
        and(
          eq(orders.id, orderId),
          told.statusSmsAt ? eq(orders.statusSmsAt, told.statusSmsAt) : isNull(orders.statusSmsAt),
          told.statusSmsStatus
            ? eq(orders.statusSmsStatus, told.statusSmsStatus)
            : isNull(orders.statusSmsStatus),
        ),
      )
      .returning({ id: orders.id })
    if (claimed.length === 0) return
    // Issue 39: a device that took the push is told; the text goes only when none did.
    const pushed = await deps.pushes?.toCustomer(order.customerId, {
      title: translate(lang, 'pages.order.title', { id: order.id }),
      body: text,
      url: localizePath(`/account/orders/${order.id}`, lang),
      tag: `order-${order.id}`,
    })
    if (pushed)
      return log.info({ event: 'status_push', orderId, status, devices: pushed }, 'status push')
    if (!row.wanted) return skip('switched_off')
    try {
      await deps.sms.send(row.phone, text)
    } catch (error) {
      // Not sent: the claim goes back, and the job's retry sends it; past the shop's budget, the
      // status page tells what the text would have.
      await db.update(orders).set(told).where(eq(orders.id, orderId))
      if (error instanceof SmsBudgetSpent) return skip('budget')
      if (error instanceof OutsideDialCodes) return skip('dial_code')
      throw error
    }
    log.info({ event: 'status_sms', orderId, status, via: deps.sms.name }, 'status sms')
  })
}
