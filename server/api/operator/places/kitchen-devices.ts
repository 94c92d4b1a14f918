import { randomBytes } from 'node:crypto'
import { and, desc, eq, isNotNull } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { clientIp, type StaffEnv, type StaffGuard } from '#server/api/operator/roles'
import { audit } from '#server/api/operator/staff/audit'
import { deviceView } from '#server/api/push/devices'
import { hashCode } from '#server/api/push/routes'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { kitchenDeviceCodes, pushSubscriptions, restaurants } from '#server/db/schema'
import type { AuditAction } from '#shared/audit'
import * as contract from '#shared/contract/push'
import { translate } from '#shared/i18n'
import { localizePath } from '#shared/locales'

/** Long enough to walk to the tablet and scan; short enough that a photo of the QR is worthless. */
export const DEVICE_CODE_MINUTES = 10

/** The page a kitchen device opens: the code rides in the fragment, which no server or log sees. */
export const DEVICE_PAGE = '/operator/device'

/**
 * A kitchen's push devices (issue 39): a manager makes a one-time code the device registers with
 * (routes.ts), sees the kitchen's devices and revokes them; both are in the audit log.
 */
export function kitchenDeviceRoutes(deps: { db: Database; now: () => Date; guard: StaffGuard }) {
  const { db, guard, now } = deps
  const app = contractApp<StaffEnv>()

  const kitchenOf = async (c: Context) => {
    const [kitchen] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(restaurants.id, rowId(c)))
    if (!kitchen) throw new ApiError(404, translate(requestLang(c), 'operator.restaurant.notFound'))
    return kitchen.id
  }

  const record = (tx: Database, c: Context<StaffEnv>, action: AuditAction, id: number, at: Date) =>
    audit(tx, {
      staffId: c.var.staff.staffId,
      action,
      target: { type: 'restaurant', id },
      ip: clientIp(c),
      at,
    })

  app.openapi(guard(contract.kitchenDevices), async (c) => {
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.restaurantId, await kitchenOf(c)))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    return c.json({ data: rows.map(deviceView) }, 200)
  })

  app.openapi(guard(contract.kitchenDeviceCode), async (c) => {
    const restaurantId = await kitchenOf(c)
    const at = now()
    const code = randomBytes(16).toString('base64url')
    const expiresAt = new Date(at.getTime() + DEVICE_CODE_MINUTES * 60_000)
    await db.transaction(async (tx) => {
      await tx.insert(kitchenDeviceCodes).values({
        restaurantId,
        codeHash: hashCode(code),
        expiresAt,
        staffId: c.var.staff.staffId,
        createdAt: at,
      })
      await record(tx, c, 'kitchen.device_code', restaurantId, at)
    })
    // In the manager's language: the device registers in it, and is told in it.
    const path = `${localizePath(DEVICE_PAGE, requestLang(c))}#${code}`
    return c.json({ data: { path, expiresAt: expiresAt.toISOString() } }, 201)
  })

  app.openapi(guard(contract.revokeKitchenDevice), async (c) => {
    const at = now()
    const gone = await db.transaction(async (tx) => {
      const [row] = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, rowId(c)), isNotNull(pushSubscriptions.restaurantId)))
        .returning()
      if (row) await record(tx, c, 'kitchen.device_revoked', row.restaurantId!, at)
      return row
    })
    if (!gone) throw new ApiError(404, translate(requestLang(c), 'push.deviceNotFound'))
    return c.json({ data: null }, 200)
  })

  return app
}
