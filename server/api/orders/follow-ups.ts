import type { Database } from '#server/db/client'
import type { JobQueue } from '#server/jobs/queue'

/**
 * What a change to an order leaves to be done later: jobs (server/jobs) written in the change's
 * own transaction, so a change that committed never loses them to a restart: the restaurant's
 * alerts about an order to cook, the customer's status texts, the expiry of an unpaid card order.
 */
export type FollowUps = {
  jobs: Pick<JobQueue, 'send'>
  /** Tells the restaurant about an order that is now to be cooked (alerts.ts). */
  toCook: (tx: Database, orderId: number) => Promise<void>
}
