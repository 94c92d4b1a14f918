import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import * as contract from '#shared/contract/orders'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { type CustomerEnv, requireCustomer } from '../auth/require-customer'
import { bonusBalance } from '../bonuses/ledger'
import type { CatalogStore } from '../catalog/store'
import { contractApp } from '../contract'
import { ApiError } from '../errors'
import { requestLang, rowId } from '../validate'
import { idempotencyKey, placed, quoteAnswer } from './answers'
import { placeOrder } from './place'
import { priceOrder } from './pricing'
import { orderDetail, orderList } from './view'

/** Starts a card payment for an order (Viva Smart Checkout): where to send the customer. */
export type PaymentStarter = (
  order: { id: number; total: number; lang: Lang; phone: string; fullName: string },
  /** Reuse the order's current Viva order (a replayed request) instead of making another. */
  reuse?: boolean,
) => Promise<{ redirectUrl: string }>

export type OrderDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  log: Logger
  startPayment: PaymentStarter
  /** Tells the restaurant about an order that is now to be cooked. */
  announceOrder?: ((orderId: number) => void) | undefined
}

/** Checkout and orders for the signed-in customer. */
export function orderRoutes(deps: OrderDeps) {
  const { db, catalog, now } = deps
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)

  app.openapi({ ...contract.quote, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const { customerId } = c.var.session
    const { balance } = await bonusBalance(db, customerId)
    const at = now()
    const view = await catalog.view(lang, at)
    const pricing = priceOrder(view, c.req.valid('json'), balance, at)
    return c.json({ data: await quoteAnswer(db, view, pricing, { balance, at, lang }) }, 200)
  })

  app.openapi({ ...contract.place, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const key = idempotencyKey(c.req.header('idempotency-key'), lang)
    const { customerId } = c.var.session
    const request = c.req.valid('json')
    const at = now()
    const placement = placed(
      await placeOrder(db, await catalog.view(lang, at), {
        customerId,
        key,
        request,
        lang,
        now: at,
      }),
      lang,
    )
    const order = (await orderDetail(db, placement.orderId))!
    let payment: { redirectUrl: string } | null = null
    if (
      order.paymentType === 'card_online' &&
      (order.status === 'awaiting_payment' || order.status === 'payment_failed')
    ) {
      const [customer] = await db.select().from(customers).where(eq(customers.id, customerId))
      try {
        payment = await deps.startPayment(
          {
            id: order.id,
            total: order.total,
            lang,
            phone: customer!.phone,
            fullName: `${customer!.name} ${customer!.surname}`.trim(),
          },
          placement.replayed,
        )
      } catch (error) {
        // The order stays awaiting payment; the failure page offers to try again.
        deps.log.error({ err: error, orderId: order.id }, 'payment start failed')
      }
    }
    // Paid at the door: the kitchen can start now (card orders are announced once paid).
    if (!placement.replayed && order.paymentType !== 'card_online') deps.announceOrder?.(order.id)
    deps.log.info(
      {
        event: 'order_placed',
        orderId: order.id,
        total: order.total,
        replayed: placement.replayed,
      },
      'order placed',
    )
    return c.json({ data: { order, payment } }, placement.replayed ? 200 : 201)
  })

  app.openapi({ ...contract.orders, middleware: [auth] }, async (c) =>
    c.json({ data: await orderList(db, c.var.session.customerId) }, 200),
  )

  app.openapi({ ...contract.order, middleware: [auth] }, async (c) => {
    const order = await orderDetail(db, rowId(c), c.var.session.customerId)
    if (!order) throw new ApiError(404, translate(requestLang(c), 'order.notFound'))
    return c.json({ data: order }, 200)
  })

  app.openapi({ ...contract.pay, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const order = await orderDetail(db, rowId(c), c.var.session.customerId)
    if (!order) throw new ApiError(404, translate(lang, 'order.notFound'))
    if (
      order.paymentType !== 'card_online' ||
      !['awaiting_payment', 'payment_failed'].includes(order.status)
    ) {
      throw new ApiError(409, translate(lang, 'order.notPayable'))
    }
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, c.var.session.customerId))
    const payment = await deps.startPayment({
      id: order.id,
      total: order.total,
      lang,
      phone: customer!.phone,
      fullName: `${customer!.name} ${customer!.surname}`.trim(),
    })
    return c.json({ data: payment }, 200)
  })

  return app
}
