import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { customerPhone, findOrCreateCustomer } from '#server/api/auth/customers'
import { bonusBalance } from '#server/api/bonuses/ledger'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { offerContext } from '#server/api/offers/store'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { audit } from '#server/api/operator/staff/audit'
import { idempotencyKey, placed, quoteAnswer } from '#server/api/orders/answers'
import type { FollowUps } from '#server/api/orders/follow-ups'
import { placeOrder } from '#server/api/orders/place'
import { priceOrder } from '#server/api/orders/pricing'
import { type DialCodes, textablePhone } from '#server/api/sms/destinations'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import * as contract from '#shared/contract/operator/orders'
import type { OrderRequest } from '#shared/contract/orders'
import type { Lang } from '#shared/locales'
import { operatorOrder } from './board'

// Orders taken on the phone: the staff member finds or creates the customer by phone number and
// places the order for them, priced and checked by the shop's own code, paid at the door.

export type PhoneOrderDeps = {
  db: Database
  catalog: CatalogStore
  now: () => Date
  guard: StaffGuard
  followUps: FollowUps
  dialCodes: DialCodes
}

/** The order's own fields, without who it is for. */
const orderOf = ({
  phone: _p,
  name: _n,
  lang: _l,
  ...request
}: z.infer<typeof contract.PhoneOrder>): OrderRequest => request

export function phoneOrderRoutes(deps: PhoneOrderDeps) {
  const { db, catalog, now, guard } = deps
  const app = contractApp<StaffEnv>()
  /** The order's customer is texted about it: only a number the shop texts (as at sign-in). */
  const orderPhone = (value: string, lang: Lang) =>
    textablePhone(customerPhone(value, lang), deps.dialCodes, lang)

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

  app.openapi(guard(contract.phoneCustomer), async (c) => {
    const phone = customerPhone(c.req.valid('query').phone, requestLang(c))
    return c.json({ data: await findCustomer(phone) }, 200)
  })

  app.openapi(guard(contract.phoneQuote), async (c) => {
    const lang = requestLang(c)
    const body = c.req.valid('json')
    const customer = await findCustomer(orderPhone(body.phone, lang))
    const balance = customer?.balance ?? 0
    const at = now()
    const view = await catalog.view(lang, at)
    const request = orderOf(body)
    const offers = await offerContext(db, customer?.id ?? null, request.promoCode)
    const pricing = priceOrder(view, request, balance, at, offers, 'phone')
    return c.json({ data: await quoteAnswer(db, view, pricing, { balance, at, lang }) }, 200)
  })

  app.openapi(guard(contract.placePhoneOrder), async (c) => {
    const lang = requestLang(c)
    const key = idempotencyKey(c.req.header('idempotency-key'), lang)
    const body = c.req.valid('json')
    const phone = orderPhone(body.phone, lang)
    const staffId = c.var.staff.staffId
    const at = now()
    // No welcome bonus: it comes with the customer's own first sign-in (auth/customers.ts).
    const customer = await findOrCreateCustomer(db, phone)
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
      await placeOrder(db, deps.followUps, await catalog.view(customerLang, at), {
        customerId: customer.id,
        key,
        request: orderOf(body),
        lang: customerLang,
        now: at,
        placedBy: staffId,
      }),
      lang,
    )
    const order = (await operatorOrder(db, placement.orderId, await catalog.view(lang, at)))!
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
    }
    return c.json({ data: order }, placement.replayed ? 200 : 201)
  })

  return app
}
