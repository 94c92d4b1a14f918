import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { readHandover } from '#server/api/assistant/handovers'
import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import { balanceWithGift } from '#server/api/bonuses/birthday'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { offerContext } from '#server/api/offers/store'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import type { OrderStatus } from '#shared/checkout'
import * as contract from '#shared/contract/orders'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { idempotencyKey, placed, quoteAnswer } from './answers'
import { requireName } from './customer-name'
import { cancelUnpaid, UNPAID } from './expiry'
import type { FollowUps } from './follow-ups'
import { openOrderProblems, openOrders } from './open-orders'
import { placeOrder } from './place'
import { priceOrder } from './pricing'
import { namedOrder, orderDetail, orderList } from './view'

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
  followUps: FollowUps
}

/** Checkout and orders for the signed-in customer. */
export function orderRoutes(deps: OrderDeps) {
  const { db, catalog, now } = deps
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)

  app.openapi({ ...contract.quote, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const { customerId } = c.var.session
    const at = now()
    const view = await catalog.view(lang, at)
    const { balance } = await balanceWithGift(db, customerId, view.bonusRules, at)
    const request = c.req.valid('json')
    const offers = await offerContext(db, customerId, request.promoCode)
    const pricing = priceOrder(view, request, balance, at, offers)
    const open = await openOrders(db, customerId)
    Object.assign(pricing.problems, openOrderProblems(open, request, view.orderLimits))
    return c.json({ data: await quoteAnswer(db, view, pricing, { balance, at, lang }) }, 200)
  })

  /** Viva's payment page for the customer's order, in their name and language. */
  const startPayment = async (
    customerId: number,
    order: { id: number; total: number },
    lang: Lang,
    reuse?: boolean,
  ) => {
    const [customer] = await db.select().from(customers).where(eq(customers.id, customerId))
    const payer = {
      id: order.id,
      total: order.total,
      lang,
      phone: customer!.phone,
      fullName: `${customer!.name} ${customer!.surname}`.trim(),
    }
    return deps.startPayment(payer, reuse)
  }

  app.openapi({ ...contract.place, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const key = idempotencyKey(c.req.header('idempotency-key'), lang)
    const { customerId } = c.var.session
    const request = c.req.valid('json')
    await requireName(db, customerId, lang)
    const at = now()
    const fromAssistant = request.handover
      ? (await readHandover(db, request.handover, at)) !== null
      : false
    const placement = placed(
      await placeOrder(db, deps.followUps, await catalog.view(lang, at), {
        customerId,
        key,
        request,
        lang,
        now: at,
        fromAssistant,
      }),
      lang,
    )
    const order = (await orderDetail(db, placement.orderId))!
    let payment: { redirectUrl: string } | null = null
    if (
      order.paymentType === 'card_online' &&
      (order.status === 'awaiting_payment' || order.status === 'payment_failed')
    ) {
      try {
        payment = await startPayment(customerId, order, lang, placement.replayed)
      } catch (error) {
        // The order stays awaiting payment; the failure page offers to try again.
        deps.log.error({ err: error, orderId: order.id }, 'payment start failed')
      }
    }
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

  // The dishes are named in the reader's language, not in the one the order was placed in.
  app.openapi({ ...contract.orders, middleware: [auth] }, async (c) => {
    const view = await catalog.view(requestLang(c), now())
    return c.json({ data: await orderList(db, c.var.session.customerId, view) }, 200)
  })

  app.openapi({ ...contract.order, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const view = await catalog.view(lang, now())
    const order = await namedOrder(db, view, rowId(c), c.var.session.customerId)
    if (!order) throw new ApiError(404, translate(lang, 'order.notFound'))
    return c.json({ data: order }, 200)
  })

  /** The customer's own card order that is not paid yet; a 404 or 409 otherwise. */
  const unpaidOrder = async (c: Context<CustomerEnv>) => {
    const lang = requestLang(c)
    const order = await orderDetail(db, rowId(c), c.var.session.customerId)
    if (!order) throw new ApiError(404, translate(lang, 'order.notFound'))
    if (order.paymentType !== 'card_online' || !UNPAID.includes(order.status as OrderStatus)) {
      throw new ApiError(409, translate(lang, 'order.notPayable'))
    }
    return order
  }

  app.openapi({ ...contract.pay, middleware: [auth] }, async (c) => {
    const lang = requestLang(c)
    const order = await unpaidOrder(c)
    // Its time to pay is over (the expiry's job may be a moment behind): it goes now.
    if (order.payBy && new Date(order.payBy) <= now()) {
      await cancelUnpaid(deps, order.id)
      throw new ApiError(409, translate(lang, 'order.payExpired'))
    }
    const payment = await startPayment(c.var.session.customerId, order, lang)
    return c.json({ data: payment }, 200)
  })

  app.openapi({ ...contract.cancelUnpaid, middleware: [auth] }, async (c) => {
    const { id } = await unpaidOrder(c)
    const cancelled = await cancelUnpaid(deps, id)
    // Paid in the meantime: the payment won, and the order goes to the kitchen.
    if (!cancelled.ok) throw new ApiError(409, translate(requestLang(c), 'order.notPayable'))
    deps.log.info({ event: 'order_cancelled_unpaid', orderId: id }, 'unpaid order cancelled')
    return c.json({ data: (await orderDetail(db, id))! }, 200)
  })

  return app
}
