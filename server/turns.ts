/**
 * libuv accepts one new connection per turn of the event loop, and a turn runs every request its
 * sockets delivered. With twenty kept-alive visitors asking for uncached pages, a new visitor's
 * connection waited for twenty renders per accepted connection: its first page took 3–4 s where the
 * others took 0.3 s (`npm run bench`, docs/benchmarks.md). Renders take turns instead, one per turn
 * of the loop in the order they asked, so accepting keeps pace with rendering.
 */
export function renderTurns(): () => Promise<void> {
  const waiting: Array<() => void> = []
  const next = () => {
    waiting.shift()?.()
    if (waiting.length > 0) setImmediate(next)
  }
  return () =>
    new Promise((start) => {
      if (waiting.push(start) === 1) setImmediate(next)
    })
}
