import type { Logger } from 'pino'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { bearerToken, clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { findStaffSession } from '#server/api/operator/staff/sessions'
import { hubStream } from '#server/api/orders/event-stream'
import type { OrderEventHub } from '#server/api/orders/events'
import {
  addressKey,
  claimSlots,
  type StreamLimits,
  type StreamSlots,
} from '#server/api/orders/stream-slots'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as contract from '#shared/contract/operator/orders'
import { translate } from '#shared/i18n'
import { hasRole } from '#shared/staff'

/**
 * The board's live feed as server-sent events: `ready` once listening, then `order.created`,
 * `order.paid` and `order.status` as they commit on any instance, `resync` when events may have
 * been missed, and a `heartbeat` that also re-checks the session (a signed-out or disabled member's
 * stream ends with `signed-out`). A session, and a client address, have a bounded number open.
 */
export function eventRoutes(deps: {
  db: Database
  now: () => Date
  log: Logger
  hub: OrderEventHub
  heartbeatMs: number
  guard: StaffGuard
  streams: { slots: StreamSlots; limits: StreamLimits }
}) {
  const { hub, guard } = deps
  const { slots, limits } = deps.streams
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.events), async (c) => {
    try {
      await hub.ready()
    } catch (error) {
      deps.log.error({ err: error }, 'order events unavailable')
      throw new ApiError(503, translate(requestLang(c), 'api.unavailable'))
    }
    const token = bearerToken(c)!
    const { role, staffId, sessionId } = c.var.staff
    const release = claimSlots(
      slots,
      [
        [`staff:${sessionId}`, limits.perStaffSession],
        [addressKey('staff', clientIp(c)), limits.perStaffAddress],
      ],
      translate(requestLang(c), 'operator.tooManyBoards'),
    )
    return hubStream(c, {
      closed: release,
      hub,
      heartbeatMs: deps.heartbeatMs,
      // The kitchen hears every order; a courier only their own round.
      wants: (message) =>
        hasRole(role, 'kitchen') ||
        ('courierIds' in message && message.courierIds.includes(staffId)),
      start: (stream) => stream.writeSSE({ event: 'ready', data: '{}', retry: 3000 }),
      send: (stream, message) =>
        stream.writeSSE({ event: message.type, data: JSON.stringify(message) }),
      async beat(stream) {
        if (!(await findStaffSession(deps.db, token, deps.now(), false))) {
          await stream.writeSSE({ event: 'signed-out', data: '{}' })
          return false
        }
        await stream.writeSSE({ event: 'heartbeat', data: JSON.stringify({ at: deps.now() }) })
        return true
      },
    })
  })

  return app
}
