import { useEffect, useRef } from 'react'

/** Events arriving together are one load. */
const GATHER_MS = 100
/** Waits before trying a failed load again, growing with each failure in a row. */
export const RETRY_MS = [1000, 2000, 5000, 10_000, 30_000] as const
/** What the screen shows is read again at least this often, events or not. */
export const RESYNC_MS = 30_000

export type Load = {
  /** Throws when it failed. */
  load: () => Promise<void>
  /** Whether the last load failed. */
  failing: (failing: boolean) => void
}

/**
 * Runs the load soon after each `request()` (requests close together are one load), again after a
 * failure with a growing wait, and at least every 30 s however quiet the feed is.
 */
export function reloader(target: { current: Load }) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let again = false
  let failures = 0
  let stopped = false

  const schedule = (ms: number) => {
    clearTimeout(timer)
    if (!stopped) timer = setTimeout(() => void run(), ms)
  }

  async function run() {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      await target.current.load()
      failures = 0
      target.current.failing(false)
      schedule(RESYNC_MS)
    } catch {
      failures++
      target.current.failing(true)
      schedule(RETRY_MS[Math.min(failures, RETRY_MS.length) - 1]!)
    } finally {
      running = false
      if (again) {
        again = false
        schedule(GATHER_MS)
      }
    }
  }

  schedule(RESYNC_MS)
  return {
    request() {
      // A load under way may have read before this change; and when it ends it schedules the
      // next resync, which would cancel this request's timer: it goes again as soon as it ends.
      if (running) again = true
      schedule(GATHER_MS)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/** A reloader for a component's life, always running the latest render's `load`. */
export function useReloader(load: Load['load'], failing: Load['failing']) {
  const target = useRef<Load>({ load, failing })
  useEffect(() => {
    target.current = { load, failing }
  })
  const instance = useRef<ReturnType<typeof reloader>>(undefined)
  useEffect(() => {
    instance.current = reloader(target)
    return () => instance.current?.stop()
  }, [])
  return () => instance.current?.request()
}
