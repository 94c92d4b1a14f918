import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { Logger } from 'pino'
import { z } from 'zod'
import { translate } from '../../../shared/i18n'
import type { Database } from '../../db/client'
import { ApiError } from '../errors'
import { type HubMessage, ORDER_EVENT_TYPES, type OrderEventHub } from '../orders/events'
import { requestLang } from '../validate'
import { bearerToken, type StaffAccess, type StaffEnv } from './roles'
import { findStaffSession } from './sessions'

/** Past this many unsent events a slow client is told to reload instead (memory stays bounded). */
const MAX_QUEUED = 500

/**
 * The board's live feed as server-sent events: `ready` once listening, then `order.created`,
 * `order.paid` and `order.status` as they commit on any instance, `resync` when events may have
 * been missed, and a `heartbeat` that also re-checks the session (a signed-out or disabled member's
 * stream ends with `signed-out`).
 */
export function eventRoutes(deps: {
  db: Database
  now: () => Date
  log: Logger
  hub: OrderEventHub
  heartbeatMs: number
  access: StaffAccess
}) {
  const { hub, access } = deps
  const app = new Hono<StaffEnv>()

  app.get(
    '/operator/events',
    access({
      method: 'get',
      path: '/operator/events',
      role: 'kitchen',
      tag: 'operator',
      summary:
        'Live order events (text/event-stream; each data line is this JSON): ready, order.created, order.paid, order.status, resync, heartbeat, signed-out',
      response: z.object({
        type: z.enum(ORDER_EVENT_TYPES),
        orderId: z.int(),
        status: z.string(),
        orderType: z.string(),
        restaurantId: z.int().nullable(),
        regionId: z.int().nullable(),
        total: z.int(),
        at: z.string(),
      }),
      errors: [503],
    }),
    async (c) => {
      try {
        await hub.ready()
      } catch (error) {
        deps.log.error({ err: error }, 'order events unavailable')
        throw new ApiError(503, translate(requestLang(c), 'api.unavailable'))
      }
      const token = bearerToken(c)!
      // Proxies in front (nginx) must not hold the stream back.
      c.header('X-Accel-Buffering', 'no')
      const response = streamSSE(c, async (stream) => {
        const queue: HubMessage[] = []
        let wake = () => {}
        let closing = false
        const unsubscribe = hub.subscribe((message) => {
          if (message.type === 'closing') closing = true
          else if (queue.length >= MAX_QUEUED) queue.splice(0, queue.length, { type: 'resync' })
          else queue.push(message)
          wake()
        })
        stream.onAbort(() => wake())
        try {
          await stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 })
          let beatAt = Date.now() + deps.heartbeatMs
          while (!stream.aborted && !stream.closed && !closing) {
            const message = queue.shift()
            if (message) {
              await stream.writeSSE({ event: message.type, data: JSON.stringify(message) })
              continue
            }
            if (Date.now() >= beatAt) {
              if (!(await findStaffSession(deps.db, token, deps.now(), false))) {
                await stream.writeSSE({ event: 'signed-out', data: '{}' })
                break
              }
              await stream.writeSSE({
                event: 'heartbeat',
                data: JSON.stringify({ at: deps.now() }),
              })
              beatAt = Date.now() + deps.heartbeatMs
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
        }
      })
      // streamSSE says no-cache; the feed is personal to a session, so nothing may keep it.
      response.headers.set('Cache-Control', 'no-store')
      return response
    },
  )

  return app
}
