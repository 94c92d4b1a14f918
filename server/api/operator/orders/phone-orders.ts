import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { customerPhone, findOrCreateCustomer } from '#server/api/auth/customers'
import { bonusBalance } from '#server/api/bonuses/ledger'
import type { CatalogStore } from '#server/api/catalog/store'
import { audit } from '#server/api/operator/staff/audit'
import { idempotencyKey, placed, quoteAnswer } from '#server/api/orders/answers'
import { placeOrder } from '#server/api/orders/place'
import { priceOrder } from '#server/api/orders/pricing'
import { requestLang, validate } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { OrderRequest } from '#shared/contract/orders'
import { LANGS } from '#shared/locales'
import { clientIp, type StaffAccess, type StaffEnv, type StaffGuard } from '../roles'
import { OperatorOrder, operatorOrder } from './board'

// Orders taken on the phone: the staff member finds or creates the customer by phone number and
// places the order for them, priced and checked by the shop's own code, paid at the door.

const Phone = z.string().trim().max(40)
const PhoneLookup = z.object({ phone: Phone })
/** The shop's order, for a customer named by phone, paid in cash or by card at the door. */
const PhoneOrder = OrderRequest.extend({
  phone: Phone,
  name: z.string().trim().max(100).default(''),
  lang: z
    .enum(LANGS)
    .optional()
    .describe(
      "the customer's language: their text messages and the order's names (the console's by default)",
    ),
  paymentType: z.enum(['cash', 'card_on_delivery']),
})
type PhoneOrder = z.infer<typeof PhoneOrder>

const PhoneCustomer = z.object({
  id: z.int(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  balance: z.int().describe('bonus cents the customer may spend'),
})

export type PhoneOrderDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  access: StaffAccess
  guard: StaffGuard
  /** Tells the restaurant about an order that is now to be cooked (the new-order e-mail). */
  announceOrder?: ((orderId: number) => void) | undefined
}

/** The order's own fields, without who it is for. */
const orderOf = ({ phone: _p, name: _n, lang: _l, ...request }: PhoneOrder): OrderRequest => request

export function phoneOrderRoutes(deps: PhoneOrderDeps) {
  const { db, catalog, now, access } = deps
  const app = new Hono<StaffEnv>()

  const findCustomer = async (phone: string) => {
    const [customer] = await db
      .select({
        id: customers.id,
        name: customers.name,
        surname: customers.surname,
        phone: customers.phone,
      })
      .from(customers)
      .where(eq(customers.phone, phone))
    if (!customer) return null
    return { ...customer, balance: (await bonusBalance(db, customer.id)).balance }
  }

  app.get(
    '/operator/customers',
    access({
      method: 'get',
      path: '/operator/customers',
      role: 'kitchen',
      tag: 'operator',
      summary: 'The customer with a phone number (normalised as at sign-in), or null',
      query: PhoneLookup,
      response: z.object({ data: PhoneCustomer.nullable() }),
      errors: [422],
    }),
    validate('query', PhoneLookup),
    async (c) => {
      const phone = customerPhone(c.req.valid('query').phone, requestLang(c))
      return c.json({ data: await findCustomer(phone) })
    },
  )

  app.post(
    '/operator/phone-orders/quote',
    access({
      method: 'post',
      path: '/operator/phone-orders/quote',
      role: 'kitchen',
      tag: 'operator',
      summary: "Price a phone order as the shop would, with the customer's bonuses if known",
      body: PhoneOrder,
      response: z.object({ data: z.unknown() }),
      errors: [422],
    }),
    validate('json', PhoneOrder),
    async (c) => {
      const lang = requestLang(c)
      const body = c.req.valid('json')
      const customer = await findCustomer(customerPhone(body.phone, lang))
      const balance = customer?.balance ?? 0
      const at = now()
      const view = await catalog.view(lang, at)
      const pricing = priceOrder(view, orderOf(body), balance, at)
      return c.json({ data: await quoteAnswer(db, view, pricing, { balance, at, lang }) })
    },
  )

  app.post(
    '/operator/phone-orders',
    access({
      method: 'post',
      path: '/operator/phone-orders',
      role: 'kitchen',
      tag: 'operator',
      summary:
        'Place an order taken on the phone (header Idempotency-Key): the customer is found or created by phone',
      body: PhoneOrder,
      response: z.object({ data: OperatorOrder }),
      errors: [400, 409, 422],
    }),
    validate('json', PhoneOrder),
    async (c) => {
      const lang = requestLang(c)
      const key = idempotencyKey(c.req.header('idempotency-key'), lang)
      const body = c.req.valid('json')
      const phone = customerPhone(body.phone, lang)
      const staffId = c.var.staff.staffId
      const at = now()
      const customer = await findOrCreateCustomer(db, catalog, phone, lang, at)
      // The name given on the phone, for a customer who has none yet (never over their own).
      if (body.name) {
        await db
          .update(customers)
          .set({ name: body.name })
          .where(and(eq(customers.id, customer.id), eq(customers.name, '')))
      }
      // Placed in the customer's language, as from the shop: their texts speak it.
      const customerLang = body.lang ?? lang
      const placement = placed(
        await placeOrder(db, await catalog.view(customerLang, at), {
          customerId: customer.id,
          key,
          request: orderOf(body),
          lang: customerLang,
          now: at,
          placedBy: staffId,
        }),
        lang,
      )
      const order = (await operatorOrder(db, placement.orderId, await catalog.view(lang)))!
      if (!placement.replayed) {
        await audit(db, {
          staffId,
          action: 'order.phone',
          target: { type: 'order', id: order.id },
          after: { total: order.total, paymentType: order.paymentType },
          details: { customerId: customer.id, newCustomer: customer.created },
          ip: clientIp(c),
          at,
        })
        deps.announceOrder?.(order.id)
      }
      return c.json({ data: order }, placement.replayed ? 200 : 201)
    },
  )

  return app
}
