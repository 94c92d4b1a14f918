import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import { customers, orders } from '#server/db/schema'
import type { Allergens } from '#shared/allergens'
import type { OrderDetail } from '#shared/contract/orders'
import { translate } from '#shared/i18n'
import { DEFAULT_LANG, type Lang, LOCALE_TAGS } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { clockTime } from '#shared/zone'
import type { CatalogStore } from '../catalog/store'
import type { Mailer } from '../mail'
import { linesNamedIn } from './line-names'
import { orderDetail } from './view'
import { deliverWebhook, type OrderWebhook } from './webhook'

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
    '',
    ...order.lines.flatMap((line) => [
      `${line.quantity} × ${line.name} — ${price(line.total)}`,
      ...line.modifiers.map((m) => `    + ${m.name} × ${m.quantity}`),
      `    ${allergenLine(line.allergens)}`,
    ]),
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
 * orders once paid): an e-mail to the site's email_admin and, when configured, a webhook (tried
 * again while it fails: webhook.ts). It runs after the answer, and a failure is logged, never the
 * customer's problem.
 */
export function orderAlerts(deps: {
  db: Database
  catalog: CatalogStore
  log: Logger
  mailer: Mailer
  webhook?: OrderWebhook | undefined
  now: () => Date
}) {
  const { db, log } = deps
  const running = new Set<Promise<void>>()

  async function mail(order: OrderDetail, customer: { name: string; phone: string }) {
    const view = await deps.catalog.view(STAFF_LANG)
    const names: Names = {
      orderType: view.orderTypes.find((d) => d.code === order.orderType)?.name ?? order.orderType,
      payment: view.paymentTypes.find((d) => d.code === order.paymentType)?.name ?? '',
      region: view.regions.find((r) => r.id === order.regionId)?.name ?? '',
      restaurant: view.restaurants.find((r) => r.id === order.restaurantId)?.name ?? '',
    }
    await deps.mailer.send({
      to: view.settings.email_admin,
      subject: translate(STAFF_LANG, 'operator.mail.subject', { id: order.id }),
      text: mailText({ ...order, lines: linesNamedIn(order.lines, view) }, customer, names),
    })
    log.info({ event: 'order_mail_sent', orderId: order.id, via: deps.mailer.name }, 'order mailed')
  }

  async function post(webhook: OrderWebhook, order: OrderDetail, customer: object) {
    // One body for every attempt: a receiver that got it twice sees the same order and sentAt.
    const sentAt = deps.now().toISOString()
    const body = JSON.stringify({ event: 'order.new', sentAt, order, customer })
    await deliverWebhook(webhook, body, { log, now: deps.now, orderId: order.id })
  }

  async function alert(orderId: number) {
    const order = await orderDetail(db, orderId)
    if (!order) return
    const [row] = await db
      .select({ name: customers.name, surname: customers.surname, phone: customers.phone })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId))
    const customer = { name: `${row!.name} ${row!.surname}`.trim(), phone: row!.phone }
    const tries = [
      mail(order, customer).catch((error) =>
        log.error({ err: error, orderId, via: deps.mailer.name }, 'order mail failed'),
      ),
      // Never throws: each attempt is logged, and a failing receiver is tried again (webhook.ts).
      deps.webhook ? post(deps.webhook, order, customer) : undefined,
    ]
    await Promise.all(tries)
  }

  return {
    announce(orderId: number) {
      const work = alert(orderId).catch((error) =>
        log.error({ err: error, orderId }, 'order alert failed'),
      )
      running.add(work)
      void work.finally(() => running.delete(work))
    },
    /** Resolves once every alert under way, webhook retries included, has been sent or failed. */
    async settled() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}

export type OrderAlerts = ReturnType<typeof orderAlerts>
