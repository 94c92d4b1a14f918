import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { orders, pushSubscriptions } from '#server/db/schema'
import { KITCHEN_PUSH } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import { translate } from '#shared/i18n'
import { DEFAULT_LANG, isLang, type Lang, localizePath } from '#shared/locales'
import { formatPrice } from '#shared/money'
import type { Pushes } from './devices'

/**
 * An order nobody accepted this long after it reached the kitchen is pushed again: the board rings
 * every few seconds, but a tablet whose board is closed only hears it by push.
 */
export const ACCEPT_WAIT_MINUTES = 5

/** The board opens on a tap (the console's kitchen page). */
const BOARD_PATH = '/operator/orders'

/** Orders the kitchen still has to accept (the board's "to accept" lane). */
const TO_ACCEPT = ['new', 'paid']

/**
 * Pushes to every registered device of the order's kitchen, whether or not a board is open: when
 * the order arrives (placed to pay at the door, or paid by card) and again when it has waited too
 * long to be accepted. Each device's push is a job of its own (devices.ts).
 */
export function kitchenPushes(deps: {
  db: Database
  jobs: JobQueue
  now: () => Date
  pushes: Pushes
}) {
  const { db, jobs } = deps
  jobs.work(KITCHEN_PUSH, async ({ orderId, event }) => {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
    // Accepted or cancelled by now, or held for a manager's call: nothing for the kitchen to do.
    if (!order?.restaurantId || !TO_ACCEPT.includes(order.status) || order.awaitingConfirmation)
      return
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.restaurantId, order.restaurantId))
    const news = event === 'waiting' ? 'waiting' : order.status === 'paid' ? 'paid' : 'new'
    for (const device of devices) {
      const lang: Lang = isLang(device.lang) ? device.lang : DEFAULT_LANG
      const params = {
        id: order.id,
        total: formatPrice(order.total, lang),
        minutes: ACCEPT_WAIT_MINUTES,
      }
      await deps.pushes.toDevice(db, device.id, {
        title: translate(lang, `push.kitchen.${news}.title`, params),
        body: translate(lang, `push.kitchen.${news}.body`, params),
        url: localizePath(BOARD_PATH, lang),
        tag: `order-${order.id}`,
      })
    }
  })

  return {
    /** In the transaction that made the order one to cook: its pushes, now and if it waits. */
    async toCook(tx: Database, orderId: number) {
      const now = deps.now()
      await jobs.send(tx, KITCHEN_PUSH, { orderId, event: 'arrived' }, now)
      const later = new Date(now.getTime() + ACCEPT_WAIT_MINUTES * 60_000)
      await jobs.send(tx, KITCHEN_PUSH, { orderId, event: 'waiting' }, later)
    },
  }
}
