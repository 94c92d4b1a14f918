import { sql } from 'drizzle-orm'
import {
  type DrizzleTransactionLike,
  fromDrizzle,
  type Db as IDatabase,
  type Job,
  type JobResult,
  PgBoss,
  type Queue,
  type TestClock,
} from 'pg-boss'
import type { Logger } from 'pino'
import type { Database } from '#server/db/client'
import type { JobKind } from './kinds'

// Work that must happen later or again survives a restart and runs once across instances: it is a
// row in pg-boss's tables (schema `pgboss`, installed with the migrations), written in the
// transaction whose change asks for it, and taken by whichever instance polls first.

/** What a job of a kind does; `attempt` counts from 1, and a throw is retried by the kind's rule. */
export type JobRun<T> = (data: T, attempt: number) => Promise<void>

/**
 * A job due now wakes the workers through the database's NOTIFY, at once. A job due later, or
 * again after a failure, is found by a poll: this often while the notifications come, and every
 * second when they cannot (a PgBouncer in transaction mode). Nine kinds polled every second kept an
 * idle embedded shop at 2.3 % of a core (docs/benchmarks.md).
 */
const BACKSTOP_SECONDS = 5
const POLL_SECONDS = 1
/** Every job is a few calls at most (a 5 s webhook timeout, a text, an e-mail). */
const ACTIVE_SECONDS = 120
/** Jobs a worker takes at once; a full batch is followed by another at once (a rush's backlog). */
const BATCH = 10

/** Where jobs are kept: pg-boss's adapter over the shop's database, and which kind it is. */
export type JobStore = { database: IDatabase; backend: 'pglite' | 'postgres' }

const options = (store: JobStore) => ({
  db: store.database,
  backend: store.backend,
  schedule: false,
  registerInstance: false,
})

/** pg-boss's schema (created or migrated to the installed version's) and a queue per kind. */
export async function installJobs(store: JobStore, kinds: readonly JobKind<unknown>[]) {
  const boss = new PgBoss({ ...options(store), supervise: false })
  await boss.start()
  // Read once: a start writes only what is missing or what an earlier version left different.
  const stored = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]))
  for (const kind of kinds) {
    const queue = {
      retryLimit: 0,
      // A job still active this long died with its process (a kill -9): it runs again.
      expireInSeconds: ACTIVE_SECONDS,
      ...kind.retry,
      // A job sent for now wakes the workers (BACKSTOP_SECONDS).
      notify: true,
    }
    const existing = stored.get(kind.name)
    if (!existing) {
      await boss.createQueue(kind.name, {
        ...queue,
        ...(kind.policy ? { policy: kind.policy } : {}),
      })
    } else if (
      Object.entries(queue).some(([name, value]) => existing[name as keyof Queue] !== value)
    ) {
      await boss.updateQueue(kind.name, queue)
    }
  }
  await boss.stop({ graceful: false, close: false })
}

/**
 * The jobs of one process over `store`. With `clock` (tests, on a clock of their own), pg-boss
 * reads the time from it, in JavaScript and in its SQL alike, and `drain` runs what is due then.
 */
export function jobQueue(store: JobStore, log: Logger, clock?: TestClock) {
  // The schema and the queues are installed with the migrations (db/client.ts).
  const boss = new PgBoss({
    ...options(store),
    migrate: false,
    useListenNotify: true,
    // Jobs that wait for other jobs (pg-boss's flows): the shop has none to resolve every 5 s.
    flowIntervalSeconds: 3600,
    ...(clock ? { clock } : {}),
  })
  let opened: Promise<unknown> | undefined
  /**
   * Connects and reads the queues once. A job sent inside a transaction must find them read: a
   * read then would wait for a connection the waiting transactions may all hold.
   */
  const open = () => {
    opened ??= boss.start().catch((error) => {
      opened = undefined
      throw error
    })
    return opened
  }
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))
  const runs = new Map<string, JobRun<never>>()

  async function run(name: string, job: Job<object>) {
    const attempt = job.retryCount + 1
    try {
      await runs.get(name)!(job.data as never, attempt)
    } catch (error) {
      log.warn({ err: error, job: name, attempt }, 'job failed')
      throw error
    }
  }

  return {
    open,
    /** What this process does with the jobs of `kind`. */
    work<T>(kind: JobKind<T>, work: JobRun<T>) {
      runs.set(kind.name, work as JobRun<never>)
    },
    /**
     * A job of `kind` due at `at` (the caller's clock: now, or later), written through `db`:
     * inside a transaction it exists exactly when the transaction commits.
     */
    async send<T>(db: Database, kind: JobKind<T>, data: T, at: Date) {
      await open()
      await boss.send(kind.name, data as object, {
        startAfter: at,
        // Drizzle's execute answers rows on both drivers; its type only says `unknown`.
        db: fromDrizzle(db as unknown as DrizzleTransactionLike, sql),
      })
    },
    /** Starts polling: every instance does, and each job goes to one of them. */
    async start() {
      await open()
      for (const name of runs.keys()) {
        await boss.work<object>(
          name,
          {
            pollingIntervalSeconds: POLL_SECONDS,
            notifyPollingIntervalSeconds: BACKSTOP_SECONDS,
            batchSize: BATCH,
            burstWhenBatchFull: true,
            includeMetadata: true,
            perJobResults: true,
          },
          async (jobs) => {
            const results: JobResult[] = []
            // One after the other: a batch is one customer's order and its neighbours, not a fan-out.
            for (const job of jobs) {
              const status = await run(name, job).then(
                () => 'completed' as const,
                () => 'failed' as const,
              )
              results.push({ id: job.id, status })
            }
            return results
          },
        )
      }
    },
    /** Lets the jobs under way finish (for up to `timeoutMs`) and stops polling. */
    stop(timeoutMs: number) {
      return boss.stop({ graceful: true, timeout: timeoutMs, close: false })
    },
    /**
     * Tests: moves the queue's clock to `now` and runs, in this process, each job due by then
     * (a failed one comes back after its retry delay). Answers how many ran.
     */
    async drain(now: Date): Promise<number> {
      if (!clock) throw new Error('drain() runs on a TestClock only')
      await open()
      await clock.setTime(now)
      let ran = 0
      for (const name of runs.keys()) {
        const jobs = await boss.fetch<object>(name, { batchSize: 1000, includeMetadata: true })
        for (const job of jobs) {
          ran++
          try {
            await run(name, job)
            await boss.complete(name, job.id)
          } catch (error) {
            await boss.fail(name, job.id, { message: String(error) })
          }
        }
      }
      return ran
    },
  }
}

export type JobQueue = ReturnType<typeof jobQueue>
