import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from '#server/api/errors'
import { findStaffSession, type StaffSession } from '#server/api/operator/staff/sessions'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { translate } from '#shared/i18n'
import { hasRole, type StaffRole } from '#shared/staff'

export type StaffEnv = { Variables: { staff: StaffSession } }

export function bearerToken(c: Context): string | undefined {
  return /^Bearer ([\w-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1]
}

/** The client's address the edge passed on, for the audit log and the sign-in limits. */
export function clientIp(c: Context): string | null {
  return c.req.header('x-client-ip')?.slice(0, 64) ?? null
}

const noStore = { 'Cache-Control': 'no-store' }

/** No staff session (a customer's token included) is a 401; a session below `role` is a 403. */
function requireStaff(db: Database, now: () => Date, role: StaffRole): MiddlewareHandler<StaffEnv> {
  return async function requireStaff(c, next) {
    const lang = requestLang(c)
    const token = bearerToken(c)
    const session = token ? await findStaffSession(db, token, now()) : null
    if (!session) throw new ApiError(401, translate(lang, 'auth.unauthorized'), undefined, noStore)
    if (!hasRole(session.role, role)) {
      throw new ApiError(403, translate(lang, 'operator.forbidden'), undefined, noStore)
    }
    c.set('staff', session)
    c.header('Cache-Control', 'no-store')
    await next()
  }
}

/**
 * A contract endpoint of the console (shared/contract/operator) with the check of the least role it
 * declares in `x-staff-role`: `app.openapi(guard(endpoint), handler)`.
 */
export function staffGuard(db: Database, now: () => Date) {
  return function guard<R extends { 'x-staff-role': StaffRole }>(endpoint: R) {
    return { ...endpoint, middleware: [requireStaff(db, now, endpoint['x-staff-role'])] }
  }
}

export type StaffGuard = ReturnType<typeof staffGuard>
