import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import { translate } from '../../../shared/i18n'
import { type Lang, LOCALE_TAGS } from '../../../shared/locales'
import { formatPrice } from '../../../shared/money'
import type { Database } from '../../db/client'
import { customers, orders } from '../../db/schema'
import type { CatalogStore } from '../catalog/store'
import type { Mailer } from '../mail'
import { type OrderDetail, orderDetail } from './view'

/** ORDER_WEBHOOK_URL and its secret: a JSON POST per new order, signed (X-Signature). */
export type OrderWebhook = { url: string; secret: string; timeoutMs?: number }

// The restaurant reads its notifications in Bulgarian, the shop's language.
const STAFF_LANG: Lang = 'bg'
const WEBHOOK_TIMEOUT_MS = 5000

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver recomputes it with the shared
 * secret and refuses old timestamps, so a captured request cannot be replayed later.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`
}

function mailText(order: OrderDetail, customer: { name: string; phone: string }, names: Names) {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(STAFF_LANG, `operator.mail.${key}`, params)
  const price = (cents: number) => formatPrice(cents, STAFF_LANG)
  const time = order.scheduledFor
    ? new Intl.DateTimeFormat(LOCALE_TAGS[STAFF_LANG], {
        timeZone: 'Europe/Sofia',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(order.scheduledFor))
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
 * orders once paid): an e-mail to the site's email_admin and, when configured, a webhook. It runs
 * after the answer, and a failure is logged, never the customer's problem.
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
      text: mailText(order, customer, names),
    })
    log.info({ event: 'order_mail_sent', orderId: order.id, via: deps.mailer.name }, 'order mailed')
  }

  async function post(webhook: OrderWebhook, order: OrderDetail, customer: object) {
    const at = deps.now()
    const body = JSON.stringify({ event: 'order.new', sentAt: at.toISOString(), order, customer })
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Signature': webhookSignature(webhook.secret, body, at),
      },
      body,
      // The address is configured, and a redirect must not carry the order elsewhere.
      redirect: 'error',
      signal: AbortSignal.timeout(webhook.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (!response.ok) throw new Error(`webhook answered ${response.status}`)
    log.info({ event: 'order_webhook_sent', orderId: order.id }, 'order webhook sent')
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
      deps.webhook
        ? post(deps.webhook, order, customer).catch((error) =>
            log.error({ err: error, orderId }, 'order webhook failed'),
          )
        : undefined,
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
    /** Resolves once every alert under way has been sent or has failed (tests, shutdown). */
    async settled() {
      while (running.size > 0) await Promise.all(running)
    },
  }
}

export type OrderAlerts = ReturnType<typeof orderAlerts>
