import { asc, count, eq, inArray } from 'drizzle-orm'
import { bonusBalance } from '#server/api/bonuses/ledger'
import type { Database } from '#server/db/client'
import {
  bonusLedger,
  consents,
  customers,
  orderEvents,
  orderLines,
  orders,
  reviews,
  sessions,
} from '#server/db/schema'
import type { DataExport } from '#shared/contract/privacy'

const iso = (at: Date | null) => at?.toISOString() ?? null

/**
 * GDPR art. 15 and 20: everything the database holds about customer `id`, or null when there is
 * no such (or no longer any) customer. Rows of other customers never enter it: a referral is a
 * yes and a count, not the other person.
 */
export async function customerExport(
  db: Database,
  id: number,
  now: Date,
): Promise<DataExport | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id))
  if (!customer || customer.deletedAt) return null
  const [own, ledger, balance, written, signIns, [invited], answers] = await Promise.all([
    db.select().from(orders).where(eq(orders.customerId, id)).orderBy(asc(orders.id)),
    db
      .select()
      .from(bonusLedger)
      .where(eq(bonusLedger.customerId, id))
      .orderBy(asc(bonusLedger.id)),
    bonusBalance(db, id),
    db.select().from(reviews).where(eq(reviews.customerId, id)).orderBy(asc(reviews.id)),
    db.select().from(sessions).where(eq(sessions.customerId, id)).orderBy(asc(sessions.id)),
    db.select({ n: count() }).from(customers).where(eq(customers.referrerId, id)),
    db.select().from(consents).where(eq(consents.customerId, id)).orderBy(asc(consents.id)),
  ])
  const ids = own.map((order) => order.id)
  const [lines, events] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(orderLines)
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.id)),
        db
          .select()
          .from(orderEvents)
          .where(inArray(orderEvents.orderId, ids))
          .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
      ])
    : [[], []]
  return {
    exportedAt: now.toISOString(),
    profile: {
      id: customer.id,
      phone: customer.phone,
      name: customer.name,
      surname: customer.surname,
      birthday: customer.birthday,
      createdAt: customer.createdAt.toISOString(),
    },
    addresses: customer.addresses,
    company: customer.company,
    orders: own.map((order) => ({
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      status: order.status,
      orderType: order.orderType,
      source: order.source,
      address: order.address,
      scheduledFor: iso(order.scheduledFor),
      paymentType: order.paymentType,
      persons: order.persons,
      comment: order.comment,
      lang: order.lang,
      subtotal: order.subtotal,
      deliveryFee: order.deliveryFee,
      discount: order.discount,
      bonusSpent: order.bonusSpent,
      total: order.total,
      paidAt: iso(order.paidAt),
      invoiceRequest: order.invoiceRequest,
      termsVersion: order.termsVersion,
      privacyVersion: order.privacyVersion,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          name: line.name,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          modifiers: line.modifiers.map(({ name, quantity, price }) => ({ name, quantity, price })),
          total: line.total,
        })),
      events: events
        .filter((event) => event.orderId === order.id)
        .map((event) => ({ status: event.status, at: event.at.toISOString(), note: event.note })),
    })),
    bonuses: {
      ...balance,
      // A referral reward names the friend's order, which is the friend's: its number stays out.
      ledger: ledger.map((entry) => ({
        amount: entry.amount,
        kind: entry.kind,
        status: entry.status,
        orderId: entry.orderId !== null && ids.includes(entry.orderId) ? entry.orderId : null,
        createdAt: entry.createdAt.toISOString(),
      })),
    },
    referrals: {
      code: customer.referralCode,
      invitedBy: customer.referrerId !== null,
      invited: invited?.n ?? 0,
    },
    reviews: written.map((review) => ({
      orderId: review.orderId,
      rating: review.rating,
      text: review.text,
      createdAt: review.createdAt.toISOString(),
    })),
    settings: { statusSms: customer.statusSms },
    consents: answers.map(({ purpose, granted, policyVersion, at }) => ({
      purpose,
      granted,
      policyVersion,
      at: at.toISOString(),
    })),
    sessions: signIns.map((session) => ({
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      revokedAt: iso(session.revokedAt),
    })),
  }
}

/** The export's file name: the shop and the day, never the customer's name or phone. */
export function exportFileName(now: Date) {
  return `hanami-my-data-${now.toISOString().slice(0, 10)}.json`
}
