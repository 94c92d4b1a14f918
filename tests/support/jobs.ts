import { TestClock } from 'pg-boss'
import { type JobStore, jobQueue } from '#server/jobs/queue'
import type { Logger } from '#server/log'

/** The last queue opening over each database. */
const openings = new WeakMap<JobStore, Promise<unknown>>()

/**
 * A job queue on a clock of its own: the test's `drain(now)` runs what is due by its clock.
 * Queues over one database (two clients of a test) open one after the other: each attaches its
 * clock by recreating pg-boss's clock table, which two sessions at once would both create.
 */
export function testJobs(store: JobStore, log: Logger) {
  const queue = jobQueue(store, log, new TestClock())
  const open = queue.open
  queue.open = () => {
    const opened = (openings.get(store) ?? Promise.resolve()).catch(() => {}).then(open)
    openings.set(store, opened)
    return opened
  }
  return queue
}
