import { and, eq, isNull } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { CatalogStore } from '#server/api/catalog/store'
import type { SmsSender } from '#server/api/sms'
import { SmsBudgetSpent } from '#server/api/sms/budget'
import { OutsideDialCodes } from '#server/api/sms/destinations'
import type { Database } from '#server/db/client'
import { customers, orderFixes, orders } from '#server/db/schema'
import { FIX_TEXT } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import { translate } from '#shared/i18n'
import { isLang, type Lang } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { linesNamedIn } from './line-names'

type Fix = typeof orderFixes.$inferSelect

/**
 * The text about a fix in the order's language: which dish came off (and how many), then the
 * refund to the card, or the new total the courier or the counter collects.
 */
export function fixText(
  fix: Pick<
    Fix,
    'orderId' | 'name' | 'quantityBefore' | 'quantityAfter' | 'refundAmount' | 'totalAfter'
  >,
  lang: Lang,
  brand: string,
): string {
  const params = {
    brand,
    id: fix.orderId,
    dish: fix.name,
    quantity: fix.quantityBefore - fix.quantityAfter,
  }
  if (fix.refundAmount > 0) {
    return translate(lang, 'order.sms.fixRefund', {
      ...params,
      amount: formatPrice(fix.refundAmount, lang),
    })
  }
  return translate(lang, 'order.sms.fixTotal', {
    ...params,
    total: formatPrice(fix.totalAfter, lang),
  })
}

/**
 * The customer's text about each fix, once, in the order's language, tried again while the
 * provider fails (a durable job); never to a customer who switched status texts off.
 */
export function fixTexts(deps: {
  db: Database
  catalog: CatalogStore
  sms: SmsSender
  log: Logger
  now: () => Date
  jobs: JobQueue
}) {
  const { db, log } = deps
  deps.jobs.work(FIX_TEXT, async ({ fixId }) => {
    const [row] = await db
      .select({
        fix: orderFixes,
        lang: orders.lang,
        phone: customers.phone,
        wanted: customers.statusSms,
      })
      .from(orderFixes)
      .innerJoin(orders, eq(orders.id, orderFixes.orderId))
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orderFixes.id, fixId))
    if (!row || row.fix.textedAt) return
    const skip = (reason: string) =>
      log.info({ event: 'fix_sms_skipped', orderId: row.fix.orderId, reason }, 'fix sms')
    if (!row.wanted) return skip('switched_off')
    const now = deps.now()
    const lang: Lang = isLang(row.lang) ? row.lang : 'bg'
    const view = await deps.catalog.view(lang, now)
    const [named] = linesNamedIn([row.fix], view)
    const text = fixText(named!, lang, view.settings.brand)
    // Claimed before sending, so of two runs (two instances, a retry) one sends.
    const claimed = await db
      .update(orderFixes)
      .set({ textedAt: now })
      .where(and(eq(orderFixes.id, fixId), isNull(orderFixes.textedAt)))
      .returning({ id: orderFixes.id })
    if (claimed.length === 0) return
    try {
      await deps.sms.send(row.phone, text)
    } catch (error) {
      await db.update(orderFixes).set({ textedAt: null }).where(eq(orderFixes.id, fixId))
      if (error instanceof SmsBudgetSpent) return skip('budget')
      if (error instanceof OutsideDialCodes) return skip('dial_code')
      throw error
    }
    log.info({ event: 'fix_sms', orderId: row.fix.orderId, via: deps.sms.name }, 'fix sms')
  })
}
