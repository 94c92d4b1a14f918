import { TestClock } from 'pg-boss'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '#server/db/client'
import { createLogger } from '#server/log'
import {
  type Engine,
  emptyPostgresDatabase,
  engines,
  freshDatabase,
} from '#tests/support/databases'
import type { JobKind } from './kinds'
import { installJobs, type JobQueue, jobQueue } from './queue'

const ENGINES = await engines()
const log = createLogger('silent')

/**
 * A queue over `handle` with one kind of its own, whose jobs are recorded as they run, failing
 * while `failures` last.
 */
async function recordingQueue(
  handle: DatabaseHandle,
  name: string,
  options: { failures?: number; clock?: TestClock } = {},
) {
  let failures = options.failures ?? 0
  const kind: JobKind<{ n: number }> = { name, retry: { retryLimit: 3, retryDelay: 1 } }
  await installJobs(handle.jobs, [kind as JobKind<unknown>])
  const seen: { data: { n: number }; attempt: number }[] = []
  const queue = jobQueue(handle.jobs, log, options.clock)
  queue.work(kind, async (data, attempt) => {
    seen.push({ data, attempt })
    if (failures-- > 0) throw new Error('receiver down')
  })
  // As createApi does: a job sent inside a transaction must find the queue open.
  await queue.open()
  return { queue, seen, kind }
}

/** A fresh database per describe: a test clock, once attached, is the schema's time for good. */
function useDatabase(engine: Engine) {
  const it = { handle: undefined as unknown as DatabaseHandle }
  beforeAll(async () => {
    it.handle = await freshDatabase(engine)
  })
  afterAll(() => it.handle.close())
  return it
}

describe.each(ENGINES)('the job queue on a test clock, on %s', (engine) => {
  const db = useDatabase(engine)

  it('keeps a job exactly when the transaction that sent it commits', async () => {
    const now = new Date()
    const { queue, seen, kind } = await recordingQueue(db.handle, 'commit-or-not', {
      clock: new TestClock(now),
    })
    await db.handle.db
      .transaction(async (tx) => {
        await queue.send(tx, kind, { n: 1 }, now)
        throw new Error('the change failed')
      })
      .catch(() => {})
    await db.handle.db.transaction((tx) => queue.send(tx, kind, { n: 2 }, now))
    expect(await queue.drain(now)).toBe(1)
    expect(seen).toEqual([{ data: { n: 2 }, attempt: 1 }])
    expect(await queue.drain(now)).toBe(0)
  })

  it('on a test clock, runs a job once its moment has come by that clock', async () => {
    const now = new Date('2026-11-24T10:00:00Z')
    const { queue, seen, kind } = await recordingQueue(db.handle, 'test-clock', {
      clock: new TestClock(now),
      failures: 1,
    })
    await queue.send(db.handle.db, kind, { n: 4 }, new Date(now.getTime() + 60_000))
    expect(await queue.drain(new Date(now.getTime() + 59_000))).toBe(0)
    expect(await queue.drain(new Date(now.getTime() + 60_000))).toBe(1)
    // Failed: it comes back after the kind's retry delay (1 s), by the same clock.
    expect(await queue.drain(new Date(now.getTime() + 60_000))).toBe(0)
    expect(await queue.drain(new Date(now.getTime() + 62_000))).toBe(1)
    expect(seen.map((s) => s.attempt)).toEqual([1, 2])
  })
})

describe.each(ENGINES)('the job queue on the real clock, on %s', (engine) => {
  const db = useDatabase(engine)

  it('workers run a job when it is due, not before, and try a failing one again', async () => {
    const { queue, seen, kind } = await recordingQueue(db.handle, 'due-later', { failures: 1 })
    await queue.start()
    try {
      await queue.send(db.handle.db, kind, { n: 3 }, new Date(Date.now() + 1500))
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(seen).toEqual([])
      // Found by the backstop poll (5 s), and again after the retry delay (1 s).
      await expect.poll(() => seen.length, { timeout: 15_000, interval: 100 }).toBe(2)
      expect(seen).toEqual([
        { data: { n: 3 }, attempt: 1 },
        { data: { n: 3 }, attempt: 2 },
      ])
    } finally {
      await queue.stop(1000)
    }
  }, 20_000)

  it('leaves the database alone while idle, and wakes for a job due now at once', async () => {
    const { queue, seen, kind } = await recordingQueue(db.handle, 'due-now')
    const database = db.handle.jobs.database
    const executeSql = database.executeSql
    let statements = 0
    database.executeSql = (text, values) => {
      statements++
      return executeSql.call(database, text, values)
    }
    await queue.start()
    try {
      // The worker's first look, then nothing to do.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      statements = 0
      await new Promise((resolve) => setTimeout(resolve, 3000))
      // Polling every second asked three times by now.
      expect(statements).toBe(0)
      const sent = performance.now()
      await queue.send(db.handle.db, kind, { n: 5 }, new Date())
      await expect.poll(() => seen.length, { timeout: 4000, interval: 20 }).toBe(1)
      // Long before the next poll.
      expect(performance.now() - sent).toBeLessThan(1000)
    } finally {
      database.executeSql = executeSql
      await queue.stop(1000)
    }
  }, 15_000)
})

describe.runIf(ENGINES.includes('postgres'))('two instances on one PostgreSQL', () => {
  const instances: { handle: DatabaseHandle; queue: JobQueue; seen: unknown[] }[] = []
  let drop: () => Promise<void>
  beforeAll(async () => {
    const created = await emptyPostgresDatabase()
    drop = created.drop
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ dataDir: '', databaseUrl: created.url })
      const { queue, seen } = await recordingQueue(handle, 'shared')
      instances.push({ handle, queue, seen })
    }
  })
  afterAll(async () => {
    for (const { queue, handle } of instances) {
      await queue.stop(1000)
      await handle.close()
    }
    await drop()
  })

  it('run each job once, on whichever polls first', async () => {
    const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]]
    await a.queue.start()
    await b.queue.start()
    for (let n = 0; n < 20; n++)
      await a.queue.send(a.handle.db, { name: 'shared' }, { n }, new Date())
    await expect
      .poll(() => a.seen.length + b.seen.length, { timeout: 30_000, interval: 200 })
      .toBe(20)
    const all = [...a.seen, ...b.seen].map((s) => (s as { data: { n: number } }).data.n)
    expect(all.sort((x, y) => x - y)).toEqual([...Array(20).keys()])
  })
})
