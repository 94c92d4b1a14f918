import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import { pushSubscriptions } from '#server/db/schema'
import { PUSH_SEND } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import { PushFailed, type PushMessage, type PushSender } from './sender'

type Subscription = typeof pushSubscriptions.$inferSelect

/** Whose device it is: a customer's, or a kitchen's (restaurant's). */
export type Owner = { customerId: number } | { restaurantId: number }

export type NewDevice = {
  endpoint: string
  keys: { p256dh: string; auth: string }
  lang: string
  label: string
}

/**
 * Keeps a browser's subscription for `owner`. The endpoint is the browser's: subscribing again
 * (new keys, another account signed in on it) replaces what was kept for it.
 */
export async function saveDevice(db: Database, owner: Owner, device: NewDevice, now: Date) {
  const values = {
    endpoint: device.endpoint,
    p256dh: device.keys.p256dh,
    auth: device.keys.auth,
    customerId: 'customerId' in owner ? owner.customerId : null,
    restaurantId: 'restaurantId' in owner ? owner.restaurantId : null,
    lang: device.lang,
    label: device.label,
    createdAt: now,
    lastSuccessAt: null,
  }
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning()
  return row!
}

/** A device as the lists show it: never its endpoint or keys. */
export const deviceView = (row: Subscription) => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
})

/**
 * Sends `message` to one device now: true when the push service took it. A subscription the
 * service says is over is removed; a failure of the service this time throws PushFailed.
 */
async function pushTo(
  deps: { db: Database; sender: PushSender; log: Logger; now: () => Date },
  row: Subscription,
  message: PushMessage,
): Promise<boolean> {
  const outcome = await deps.sender.send(row, message)
  if (outcome === 'gone') {
    await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.id))
    deps.log.info({ event: 'push_gone', subscriptionId: row.id }, 'push subscription removed')
    return false
  }
  await deps.db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: deps.now() })
    .where(eq(pushSubscriptions.id, row.id))
  return true
}

export type Pushes = ReturnType<typeof pushes>

/**
 * The shop's Web Push: to a customer's devices at once (their status texts wait on the answer),
 * and to one device by a durable job, tried again while its push service fails.
 */
export function pushes(deps: {
  db: Database
  sender: PushSender
  log: Logger
  now: () => Date
  jobs: JobQueue
}) {
  const { db, log, jobs } = deps
  jobs.work(PUSH_SEND, async ({ subscriptionId, message }, attempt) => {
    const [row] = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.id, subscriptionId))
    // Revoked or gone since: nobody to tell.
    if (!row) return
    try {
      if (await pushTo(deps, row, message)) log.info({ event: 'push_sent', subscriptionId }, 'push')
    } catch (error) {
      const entry = { event: 'push_failed', subscriptionId, attempt, err: error }
      // A push service's bad moment is tried again; anything else (keys that cannot encrypt) not.
      if (error instanceof PushFailed) {
        log.warn(entry, 'push attempt failed')
        throw error
      }
      log.error(entry, 'push failed')
    }
  })

  return {
    /** The job that pushes `message` to one device, due now, written through `tx`. */
    async toDevice(tx: Database, subscriptionId: number, message: PushMessage) {
      await jobs.send(tx, PUSH_SEND, { subscriptionId, message }, deps.now())
    },
    /**
     * Sends to every device of the customer at once: how many took it. Any failure counts as not
     * delivered (the caller texts instead); it is logged, never thrown.
     */
    async toCustomer(customerId: number, message: PushMessage): Promise<number> {
      const rows = await db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, customerId))
      const results = await Promise.allSettled(rows.map((row) => pushTo(deps, row, message)))
      results.forEach((result, i) => {
        if (result.status === 'rejected')
          log.warn(
            { event: 'push_failed', subscriptionId: rows[i]!.id, err: result.reason },
            'push failed',
          )
      })
      return results.filter((result) => result.status === 'fulfilled' && result.value).length
    },
  }
}
