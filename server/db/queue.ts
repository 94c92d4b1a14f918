import { AsyncLocalStorage } from 'node:async_hooks'

/** A request refused at its first query because the embedded database has too many queued. */
export class DatabaseBusy extends Error {
  override name = 'DatabaseBusy'
  constructor(readonly queued: number) {
    super(`${queued} queries queued for the database`)
  }
}

/** The DatabaseBusy behind an error, if any: Drizzle wraps what a query throws in its own error. */
export function databaseBusy(error: unknown): DatabaseBusy | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DatabaseBusy) return cause
  }
  return undefined
}

const requests = new AsyncLocalStorage<{ admitted: boolean }>()

/** Runs one API request's work: the queue may refuse its first query, and only that one. */
export function databaseRequest<T>(work: () => Promise<T>): Promise<T> {
  return requests.run({ admitted: false }, work)
}

/**
 * Work many requests wait for (a cache fill) is never refused: refusing it would fail requests
 * the queue had already admitted.
 */
export function sharedWork<T>(work: () => Promise<T>): Promise<T> {
  return requests.exit(work)
}

/**
 * PGlite runs one query at a time, so a burst would queue queries without end and slow every
 * answer (security.md DEG-08). While `limit` queries are queued or running, a request's first
 * query is refused: a refused request has run nothing, so it wrote nothing and a retry is safe.
 * An admitted request is never cut off half-way. Work outside a request (migrations, upkeep,
 * /readyz) always waits its turn.
 */
export function boundedQueue(limit: number) {
  let queued = 0
  const size = () => queued
  return Object.assign(enqueue, { size })
  async function enqueue<T>(query: () => Promise<T>): Promise<T> {
    const request = requests.getStore()
    if (request && !request.admitted) {
      if (queued >= limit) throw new DatabaseBusy(queued)
      request.admitted = true
    }
    queued++
    try {
      return await query()
    } finally {
      queued--
    }
  }
}
