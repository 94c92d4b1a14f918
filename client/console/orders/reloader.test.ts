import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { RESYNC_MS, reloader } from './reloader'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A reloader whose loads answer `answers` in turn (true: loaded, false: a 503), then succeed. */
function recording(...answers: boolean[]) {
  const loads: number[] = []
  const failing: boolean[] = []
  const target = {
    current: {
      async load() {
        loads.push(Date.now())
        if (answers.shift() === false) throw new Error('503')
      },
      failing: (now: boolean) => failing.push(now),
    },
  }
  return { loads, failing, reload: reloader(target) }
}

it('a failed reload is tried again with a growing wait until it succeeds, and says so meanwhile', async () => {
  const { loads, failing, reload } = recording(false, false, true)
  const start = Date.now()
  reload.request()
  await vi.advanceTimersByTimeAsync(100)
  expect(loads).toHaveLength(1)
  expect(failing).toEqual([true])
  await vi.advanceTimersByTimeAsync(1000)
  expect(loads).toHaveLength(2)
  await vi.advanceTimersByTimeAsync(2000)
  expect(loads.map((at) => at - start)).toEqual([100, 1100, 3100])
  expect(failing).toEqual([true, true, false])
  reload.stop()
})

it('reads again every 30 s when no event comes, and events close together are one load', async () => {
  const { loads, reload } = recording()
  await vi.advanceTimersByTimeAsync(RESYNC_MS)
  expect(loads).toHaveLength(1)
  reload.request()
  reload.request()
  reload.request()
  await vi.advanceTimersByTimeAsync(100)
  expect(loads).toHaveLength(2)
  await vi.advanceTimersByTimeAsync(RESYNC_MS)
  expect(loads).toHaveLength(3)
  reload.stop()
  await vi.advanceTimersByTimeAsync(RESYNC_MS * 2)
  expect(loads).toHaveLength(3)
})

it('an event while a load is under way is read by another load once it ends, not 30 s later', async () => {
  // A slow load (a busy server): an order paid meanwhile must not wait for the next resync.
  const loads: number[] = []
  let finish = () => {}
  const reload = reloader({
    current: {
      load: () => {
        loads.push(Date.now())
        return loads.length === 1
          ? new Promise<void>((resolve) => (finish = resolve))
          : Promise.resolve()
      },
      failing: () => {},
    },
  })
  const start = Date.now()
  reload.request()
  await vi.advanceTimersByTimeAsync(100)
  expect(loads).toHaveLength(1)
  await vi.advanceTimersByTimeAsync(50)
  reload.request()
  await vi.advanceTimersByTimeAsync(20)
  finish()
  await vi.advanceTimersByTimeAsync(200)
  expect(loads.map((at) => at - start)).toEqual([100, expect.any(Number)])
  expect(loads[1]! - start).toBeLessThan(500)
  reload.stop()
})
