import { and, eq, isNull, lt, or } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import { customers, orders } from '#server/db/schema'
import { localTime, restaurantDay } from '#shared/hours'
import { translate } from '#shared/i18n'
import { isLang, type Lang, LOCALE_TAGS } from '#shared/locales'
import { clockTime } from '#shared/zone'
import type { CatalogStore } from '../catalog/store'
import type { SmsSender } from '../sms'
import { orderDetail } from './view'

/** The moves a customer is texted about; the others (cooking, completed…) they see on the page. */
export const TEXTED_STATUSES = ['accepted', 'on_the_way', 'ready_for_pickup', 'cancelled'] as const

/** At most one text a minute per order. */
export const SMS_GAP_MS = 60_000

/** No texts from 22:00 to 08:00 in Sofia, except a cancellation (it changes the customer's evening). */
export function quietHours(at: Date): boolean {
  const { minutes } = localTime(at)
  return minutes >= 22 * 60 || minutes < 8 * 60
}

function promisedText(promisedAt: string, lang: Lang, now: Date): string {
  const at = new Date(promisedAt)
  const sameDay = restaurantDay(at) === restaurantDay(now)
  return clockTime(promisedAt, LOCALE_TAGS[lang], !sameDay)
}

/** The text for an order's status in its language, or null when that status is not texted. */
export function statusText(
  order: { id: number; status: string; promisedAt: string | null },
  lang: Lang,
  brand: string,
  now: Date,
): string | null {
  if (!(TEXTED_STATUSES as readonly string[]).includes(order.status)) return null
  const params = { id: order.id, brand }
  if (order.status === 'accepted' && order.promisedAt) {
    const time = promisedText(order.promisedAt, lang, now)
    return translate(lang, 'order.sms.acceptedAt', { ...params, time })
  }
  return translate(lang, `order.sms.${order.status}`, params)
}

/**
 * Texts the customer when staff move an order to a status worth a message (after the move
 * committed; a failure is logged, never the kitchen's problem): in the order's language, unless the
 * customer switched them off, never at night but a cancellation, at most one a minute per order
 * (claimed in the database, so two instances never both send).
 */
export function statusMessages(deps: {
  db: Database
  catalog: CatalogStore
  sms: SmsSender
  log: Logger
  now: () => Date
}) {
  const { db, log } = deps
  const running = new Set<Promise<void>>()

  async function send(orderId: number, status: string) {
    const detail = await orderDetail(db, orderId)
    if (!detail) return
    // The status moved to, not a later one read here: each move that matters has its own text.
    const order = { ...detail, status }
    const now = deps.now()
    const [row] = await db
      .select({ phone: customers.phone, wanted: customers.statusSms, lang: orders.lang })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId))
    const lang: Lang = row && isLang(row.lang) ? row.lang : 'bg'
    const { brand } = (await deps.catalog.view(lang)).settings
    const text = statusText(order, lang, brand, now)
    const skip = (reason: string) =>
      log.info({ event: 'status_sms_skipped', orderId, status: order.status, reason }, 'status sms')
    if (!text || !row) return
    if (!row.wanted) return skip('switched_off')
    if (order.status !== 'cancelled' && quietHours(now)) return skip('night')
    const claimed = await db
      .update(orders)
      .set({ statusSmsAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          or(
            isNull(orders.statusSmsAt),
            lt(orders.statusSmsAt, new Date(now.getTime() - SMS_GAP_MS)),
          ),
        ),
      )
      .returning({ id: orders.id })
    if (claimed.length === 0) return skip('within_a_minute')
    await deps.sms.send(row.phone, text)
    log.info(
      { event: 'status_sms', orderId, status: order.status, via: deps.sms.name },
      'status sms',
    )
  }

  return {
    /** After a status change committed: the text, if any, goes out in the background. */
    statusChanged(orderId: number, status: string) {
      const task = send(orderId, status)
        .catch((error) => log.error({ err: error, orderId }, 'status sms failed'))
        .finally(() => running.delete(task))
      running.add(task)
    },
    /** Resolves when every text started so far went out or failed (tests, shutdown). */
    async settled() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}

export type StatusMessages = ReturnType<typeof statusMessages>
