import type { Context } from 'hono'
import { type SSEStreamingApi, streamSSE } from 'hono/streaming'
import type { HubMessage, OrderEventHub } from './events'

/** Past this many unsent events a slow client is told to reload instead (memory stays bounded). */
const MAX_QUEUED = 500

export type HubStreamOptions = {
  hub: OrderEventHub
  heartbeatMs: number
  /** Which hub messages this stream carries (`resync` always passes). */
  wants: (message: HubMessage) => boolean
  /** Written first, once the hub listens: the client's starting point. */
  start: (stream: SSEStreamingApi) => Promise<void>
  /** Writes one message the stream wants. */
  send: (stream: SSEStreamingApi, message: HubMessage) => Promise<void>
  /** Each heartbeat: false ends the stream (the session is gone), after it wrote why. */
  beat: (stream: SSEStreamingApi) => Promise<boolean>
  /** Once the stream is over, however it ended: gives back what it held (its slots). */
  closed: () => void
}

/**
 * Server-sent events fed by the order event hub, for the board and for a customer's order: a
 * queue per stream, a heartbeat that re-checks who listens, and an end when the server stops.
 * The caller has awaited `hub.ready()`.
 */
export function hubStream(c: Context, options: HubStreamOptions): Response {
  const { hub } = options
  // Proxies in front (nginx) must not hold the stream back.
  c.header('X-Accel-Buffering', 'no')
  const response = streamSSE(c, async (stream) => {
    const queue: HubMessage[] = []
    let wake = () => {}
    let closing = false
    const unsubscribe = hub.subscribe(
      (message) => {
        if (message.type === 'closing') closing = true
        else if (message.type !== 'resync' && !options.wants(message)) return
        else if (queue.length >= MAX_QUEUED) queue.splice(0, queue.length, { type: 'resync' })
        else queue.push(message)
        wake()
      },
      { feed: true },
    )
    stream.onAbort(() => wake())
    try {
      await options.start(stream)
      let beatAt = Date.now() + options.heartbeatMs
      while (!stream.aborted && !stream.closed && !closing) {
        const message = queue.shift()
        if (message) {
          await options.send(stream, message)
          continue
        }
        if (Date.now() >= beatAt) {
          if (!(await options.beat(stream))) break
          beatAt = Date.now() + options.heartbeatMs
          continue
        }
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(0, beatAt - Date.now()))
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    } finally {
      unsubscribe()
      options.closed()
    }
  })
  // streamSSE says no-cache; a feed is personal to a session, so nothing may keep it.
  response.headers.set('Cache-Control', 'no-store')
  return response
}
