import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import type { JobQueue } from '#server/jobs/queue'
import { publishOrderEvent } from './events'
import { schedulePromiseText } from './status-sms'

type Order = typeof orders.$inferSelect

/**
 * The kitchen moved the time promised to an order's customer (accepted it ready in so many
 * minutes, or put it later), in the caller's transaction: the boards and the customer's open page
 * hear it, and a customer told a time already is texted the new one. Null when nothing moved.
 */
export async function movePromise(
  tx: Database,
  jobs: Pick<JobQueue, 'send'>,
  order: Order,
  to: Date,
  now: Date,
): Promise<Order | null> {
  if (order.promisedAt.getTime() === to.getTime()) return null
  const [moved] = await tx
    .update(orders)
    .set({ promisedAt: to, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning()
  await publishOrderEvent(tx, 'order.promised', moved!, now)
  await schedulePromiseText(jobs, tx, moved!, now)
  return moved!
}
