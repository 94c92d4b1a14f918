import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Logger } from 'pino'
import { z } from 'zod'
import { translate } from '../../../shared/i18n'
import type { Lang } from '../../../shared/locales'
import { formatPrice } from '../../../shared/money'
import type { Database } from '../../db/client'
import { customers } from '../../db/schema'
import { type CustomerEnv, requireCustomer } from '../auth/require-customer'
import { bonusBalance } from '../bonuses/ledger'
import type { CatalogStore } from '../catalog/store'
import { ApiError } from '../errors'
import type { OpenApi } from '../openapi'
import { requestLang, validate } from '../validate'
import { fullSlots } from './capacity'
import { placeOrder } from './place'
import { type Problems, priceOrder, SLOT_FULL } from './pricing'
import { promiseFor } from './promise'
import { OrderRequest } from './request'
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

const IDEMPOTENCY_KEY = /^[\w-]{8,255}$/

function messages(problems: Problems, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, { key, params }]) => {
      const shown = Object.fromEntries(
        Object.entries(params ?? {}).map(([name, value]) => [
          name,
          ['minOrder', 'amount'].includes(name) ? formatPrice(Number(value), lang) : value,
        ]),
      )
      return [field, translate(lang, key, shown)]
    }),
  )
}

/** Checkout and orders for the signed-in customer. */
export function orderRoutes(deps: OrderDeps, docs: OpenApi) {
  const { db, catalog, now } = deps
  const app = new Hono<CustomerEnv>()
  const auth = requireCustomer(db, now)

  docs.add({
    method: 'post',
    path: '/orders/quote',
    tag: 'orders',
    summary:
      'Price an order as the server will (lines, fee, bonuses, total, the time it can be promised for) and say what blocks it',
    body: OrderRequest,
    response: z.object({ data: z.unknown() }),
    errors: [401],
    auth: true,
  })
  app.post('/orders/quote', auth, validate('json', OrderRequest), async (c) => {
    const lang = requestLang(c)
    const { customerId } = c.var.session
    const { balance } = await bonusBalance(db, customerId)
    const at = now()
    const view = await catalog.view(lang, at)
    const pricing = priceOrder(view, c.req.valid('json'), balance, at)
    const promised = await promiseFor(db, view, pricing, at)
    const kitchen = pricing.kitchen && view.kitchens.get(pricing.kitchen.id)
    // The picker offers no slot without room for this order.
    const full = kitchen ? await fullSlots(db, kitchen, at, pricing.total) : []
    const {
      region: _r,
      restaurant: _s,
      kitchen: _k,
      scheduledFor: _t,
      problems,
      ...figures
    } = pricing
    return c.json({
      data: {
        ...figures,
        balance,
        promisedAt: promised.at?.toISOString() ?? null,
        fullSlots: full.map((slot) => new Date(slot).toISOString()),
        problems: messages(promised.slotFull ? { time: SLOT_FULL, ...problems } : problems, lang),
      },
    })
  })

  docs.add({
    method: 'post',
    path: '/orders',
    tag: 'orders',
    summary: 'Place an order (header Idempotency-Key); card orders answer where to pay',
    body: OrderRequest,
    response: z.object({ data: z.unknown() }),
    errors: [400, 401, 409],
    auth: true,
  })
  app.post('/orders', auth, validate('json', OrderRequest), async (c) => {
    const lang = requestLang(c)
    const key = c.req.header('idempotency-key') ?? ''
    if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError(400, translate(lang, 'order.idempotencyKey'))
    const { customerId } = c.var.session
    const request = c.req.valid('json')
    const at = now()
    const placement = await placeOrder(db, await catalog.view(lang, at), {
      customerId,
      key,
      request,
      lang,
      now: at,
    })
    if (placement.kind === 'in-flight') throw new ApiError(409, translate(lang, 'order.inFlight'))
    if (placement.kind === 'key-reused') {
      throw new ApiError(422, translate(lang, 'order.keyReused'), {
        'Idempotency-Key': translate(lang, 'order.keyReused'),
      })
    }
    if (placement.kind === 'invalid') {
      throw new ApiError(
        422,
        translate(lang, 'validation.failed'),
        messages(placement.problems, lang),
      )
    }
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

  docs.add({
    method: 'get',
    path: '/orders',
    tag: 'orders',
    summary: "The customer's orders, newest first",
    response: z.object({ data: z.unknown() }),
    errors: [401],
    auth: true,
  })
  app.get('/orders', auth, async (c) =>
    c.json({ data: await orderList(db, c.var.session.customerId) }),
  )

  docs.add({
    method: 'get',
    path: '/orders/:id',
    tag: 'orders',
    summary: 'An order with its lines and status history',
    response: z.object({ data: z.unknown() }),
    errors: [401, 404],
    auth: true,
  })
  app.get('/orders/:id', auth, async (c) => {
    const id = Number(c.req.param('id'))
    const order = Number.isSafeInteger(id)
      ? await orderDetail(db, id, c.var.session.customerId)
      : null
    if (!order) throw new ApiError(404, translate(requestLang(c), 'order.notFound'))
    return c.json({ data: order })
  })

  docs.add({
    method: 'post',
    path: '/orders/:id/pay',
    tag: 'orders',
    summary: 'Try the card payment of an unpaid order again',
    body: z.object({}),
    response: z.object({ data: z.object({ redirectUrl: z.string() }) }),
    errors: [401, 404, 409],
    auth: true,
  })
  app.post('/orders/:id/pay', auth, async (c) => {
    const lang = requestLang(c)
    const order = await orderDetail(db, Number(c.req.param('id')) || 0, c.var.session.customerId)
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
    return c.json({ data: payment })
  })

  return app
}
