import { eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { CatalogStore } from '#server/api/catalog/store'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import { ORDER_EXPIRY } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import type { OrderStatus } from '#shared/checkout'
import type { FollowUps } from './follow-ups'
import { changeStatus } from './status'

// A card order waits for its payment for the site's `payMinutes` (Viva's page is given as long);
// then it is cancelled as "payment not completed": its bonuses return and its slot frees. A payment
// that completes in that same moment meets the cancellation on the order's row: one of the two
// wins, and a payment that lost is refunded at once (payments/verify.ts).

/** A card order the customer has not paid (yet, or after a declined card). */
export const UNPAID: readonly OrderStatus[] = ['awaiting_payment', 'payment_failed']

/** In the placement's transaction: the card order is cancelled at `payBy` unless paid by then. */
export function scheduleExpiry(
  jobs: Pick<JobQueue, 'send'>,
  tx: Database,
  orderId: number,
  payBy: Date,
) {
  return jobs.send(tx, ORDER_EXPIRY, { orderId }, payBy)
}

type ExpiryDeps = {
  db: Database
  catalog: CatalogStore
  followUps: FollowUps
  jobs: JobQueue
  log: Logger
  now: () => Date
}

/** Cancels an unpaid card order (its customer gave up on paying, or its time ran out). */
export async function cancelUnpaid(deps: Omit<ExpiryDeps, 'jobs'>, orderId: number) {
  const { bonusRules } = await deps.catalog.view('bg', deps.now())
  return changeStatus(deps.db, deps.followUps, {
    orderId,
    to: 'cancelled',
    rules: bonusRules,
    now: deps.now(),
    // No reason in words: the order page says it was not paid (a card order without paidAt).
    onlyFrom: UNPAID,
  })
}

/** The expiry's job, and at start a job for every unpaid order (one its job was lost for, too). */
export function orderExpiry(deps: ExpiryDeps) {
  const { db, jobs, log } = deps
  jobs.work(ORDER_EXPIRY, async ({ orderId }) => {
    const [order] = await db
      .select({ status: orders.status, payBy: orders.payBy })
      .from(orders)
      .where(eq(orders.id, orderId))
    if (!order?.payBy || !UNPAID.includes(order.status as OrderStatus)) return
    // Early by this process's clock (another instance's ran ahead): back at the deadline.
    if (order.payBy > deps.now()) return scheduleExpiry(jobs, db, orderId, order.payBy)
    const cancelled = await cancelUnpaid(deps, orderId)
    if (cancelled.ok) log.info({ event: 'order_expired', orderId }, 'unpaid order cancelled')
  })
  return {
    /** Runs once at start: the expiry of orders left from before (a job per order is idempotent). */
    async catchUp() {
      const unpaid = await db
        .select({ id: orders.id, payBy: orders.payBy })
        .from(orders)
        .where(inArray(orders.status, [...UNPAID]))
      for (const order of unpaid) {
        if (order.payBy) await scheduleExpiry(jobs, db, order.id, order.payBy)
      }
    },
  }
}
