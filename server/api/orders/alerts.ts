import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { CatalogStore } from '#server/api/catalog/store'
import type { Mailer } from '#server/api/mail'
import type { Database } from '#server/db/client'
import { customers, orders } from '#server/db/schema'
import { ORDER_MAIL, ORDER_WEBHOOK } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import type { Allergens } from '#shared/allergens'
import type { OrderDetail } from '#shared/contract/orders'
import { translate } from '#shared/i18n'
import { DEFAULT_LANG, type Lang, LOCALE_TAGS } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { clockTime } from '#shared/zone'
import { linesNamedIn } from './line-names'
import { orderDetail } from './view'
import { type OrderWebhook, postWebhook, WebhookRefused } from './webhook'

// The restaurant reads its notifications in its own language, the shop's default (Bulgarian),
// whichever language the customer ordered in: labels, dishes, options and allergens alike.
const STAFF_LANG: Lang = DEFAULT_LANG

function mailText(order: OrderDetail, customer: { name: string; phone: string }, names: Names) {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(STAFF_LANG, `operator.mail.${key}`, params)
  const price = (cents: number) => formatPrice(cents, STAFF_LANG)
  // EU 1169/2011 art. 14: the kitchen packs what the customer was told, allergens included.
  const allergenLine = (list: Allergens) =>
    list === null
      ? t('allergensUnknown')
      : t('allergens', {
          list: list.length
            ? list.map((a) => translate(STAFF_LANG, `allergens.name.${a}`)).join(', ')
            : '—',
        })
  const time = order.scheduledFor
    ? clockTime(order.scheduledFor, LOCALE_TAGS[STAFF_LANG], true)
    : t('asap')
  const address = order.address
    ? [order.address.street, order.address.entrance, order.address.floor, order.address.apartment]
        .filter(Boolean)
        .join(', ')
    : ''
  return [
    t('kind', { orderType: names.orderType, payment: names.payment }),
    t('when', { time }),
    t('customer', { name: customer.name || '—', phone: `+${customer.phone}` }),
    order.address
      ? t('address', { address, zone: names.region })
      : t('pickup', { restaurant: names.restaurant }),
    order.address?.note ? t('note', { note: order.address.note }) : '',
    order.comment ? t('comment', { comment: order.comment }) : '',
    t('persons', { count: order.persons }),
    order.invoice
      ? t('invoice', { company: order.invoice.company.name, eik: order.invoice.company.eik })
      : '',
    '',
    ...order.lines.flatMap((line) => [
      `${line.quantity} × ${line.name} — ${price(line.total)}`,
      ...line.modifiers.map((m) => `    + ${m.name} × ${m.quantity}`),
      `    ${allergenLine(line.allergens)}`,
    ]),
    // What each offer took off, as the kitchen ticket and the invoice show it.
    ...order.offers.map((offer) =>
      t('discount', {
        name: [offer.name[STAFF_LANG], offer.code].filter(Boolean).join(' · '),
        amount: price(offer.amount),
      }),
    ),
    '',
    t('total', {
      total: price(order.total),
      fee: price(order.deliveryFee),
      bonus: price(order.bonusSpent),
    }),
  ]
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
}

type Names = { orderType: string; payment: string; region: string; restaurant: string }

/**
 * Tells the restaurant about an order to cook (cash and on-delivery orders when placed, card
 * orders once paid): an e-mail to the site's email_admin and, when configured, a webhook. Both are
 * jobs written in the transaction that made the order one to cook, so neither is lost to a restart,
 * and each is tried again while it fails (the kinds' rules, jobs/kinds.ts); a failure is logged,
 * never the customer's problem.
 */
export function orderAlerts(deps: {
  db: Database
  catalog: CatalogStore
  log: Logger
  mailer: Mailer
  webhook?: OrderWebhook | undefined
  now: () => Date
  jobs: JobQueue
}) {
  const { db, log, jobs } = deps

  async function orderToCook(orderId: number) {
    const order = await orderDetail(db, orderId)
    if (!order) return null
    const [row] = await db
      .select({ name: customers.name, surname: customers.surname, phone: customers.phone })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId))
    return { order, customer: { name: `${row!.name} ${row!.surname}`.trim(), phone: row!.phone } }
  }

  jobs.work(ORDER_MAIL, async ({ orderId }) => {
    const found = await orderToCook(orderId)
    if (!found) return
    const { order, customer } = found
    const view = await deps.catalog.view(STAFF_LANG, deps.now())
    const names: Names = {
      orderType: view.orderTypes.find((d) => d.code === order.orderType)?.name ?? order.orderType,
      payment: view.paymentTypes.find((d) => d.code === order.paymentType)?.name ?? '',
      region: view.regions.find((r) => r.id === order.regionId)?.name ?? '',
      restaurant: view.restaurants.find((r) => r.id === order.restaurantId)?.name ?? '',
    }
    try {
      await deps.mailer.send({
        to: view.settings.email_admin,
        subject: translate(STAFF_LANG, 'operator.mail.subject', { id: order.id }),
        text: mailText({ ...order, lines: linesNamedIn(order.lines, view) }, customer, names),
      })
    } catch (error) {
      log.error({ err: error, orderId, via: deps.mailer.name }, 'order mail failed')
      throw error
    }
    log.info({ event: 'order_mail_sent', orderId, via: deps.mailer.name }, 'order mailed')
  })

  jobs.work(ORDER_WEBHOOK, async ({ orderId, sentAt }, attempt) => {
    // Unset since the order was placed: nobody to tell any more.
    if (!deps.webhook) return
    const found = await orderToCook(orderId)
    if (!found) return
    // The same sentAt at every attempt: a receiver that got it twice sees the same event.
    const body = JSON.stringify({ event: 'order.new', sentAt, ...found })
    try {
      await postWebhook(deps.webhook, body, deps.now())
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error
      // One line per attempt, never the address: it may hold a token.
      const entry = { event: 'order_webhook_failed', orderId, attempt, reason: error.reason }
      const last = !error.retry || attempt > (ORDER_WEBHOOK.retry?.retryLimit ?? 0)
      if (last) return log.error(entry, 'order webhook failed')
      log.warn(entry, 'order webhook attempt failed')
      throw error
    }
    log.info({ event: 'order_webhook_sent', orderId, attempt }, 'order webhook sent')
  })

  return {
    /** In the transaction that made the order one to cook: its e-mail and webhook are due. */
    async toCook(tx: Database, orderId: number) {
      const now = deps.now()
      await jobs.send(tx, ORDER_MAIL, { orderId }, now)
      if (deps.webhook) {
        await jobs.send(tx, ORDER_WEBHOOK, { orderId, sentAt: now.toISOString() }, now)
      }
    },
  }
}

export type OrderAlerts = ReturnType<typeof orderAlerts>
