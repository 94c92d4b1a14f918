import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import { HOUSEKEEPING } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import { prune } from './auth/rate-limit'
import { applyRetention, readRetention } from './privacy/retention'

const HOUR = 60 * 60 * 1000

/**
 * The shop's hourly upkeep, a job of the durable queue: it runs once an hour across all instances
 * and survives restarts. Rate-limit events older than their longest window go, and whatever
 * outlived its retention period (privacy/retention.ts).
 */
export function housekeeping(deps: { db: Database; jobs: JobQueue; now: () => Date; log: Logger }) {
  const { db, jobs, now } = deps
  jobs.work(HOUSEKEEPING, async () => {
    const at = now()
    // The next run is written first, so a run that fails still leaves the next one.
    await jobs.send(db, HOUSEKEEPING, {}, new Date(at.getTime() + HOUR))
    await prune(db, at)
    await applyRetention(db, at, await readRetention(db))
    deps.log.info('housekeeping done')
  })
  return {
    /** At start: a run now, unless one already waits (the queue keeps one waiting at most). */
    catchUp: () => jobs.send(db, HOUSEKEEPING, {}, now()),
  }
}
