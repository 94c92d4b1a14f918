import type { Context, MiddlewareHandler } from 'hono'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { translate } from '#shared/i18n'
import { findSession, type SessionInfo } from './sessions'

export type CustomerEnv = { Variables: { session: SessionInfo } }

const bearer = (c: Context) =>
  /^Bearer ([\w-]{20,100})$/.exec(c.req.header('authorization') ?? '')?.[1]

/**
 * The signed-in customer of a call anyone may make (the cart's preview), or null: a token that is
 * not live is only an anonymous caller here, never a 401 that would sign the browser out.
 */
export async function customerOf(db: Database, c: Context, now: Date): Promise<number | null> {
  const token = bearer(c)
  return token ? ((await findSession(db, token, now))?.customerId ?? null) : null
}

/** Spec §6: a Bearer token of a live session, or 401 (which signs the client out, spec §4). */
export function requireCustomer(db: Database, now: () => Date): MiddlewareHandler<CustomerEnv> {
  return async function requireCustomer(c, next) {
    const token = bearer(c)
    const session = token ? await findSession(db, token, now()) : null
    if (!session) {
      throw new ApiError(401, translate(requestLang(c), 'auth.unauthorized'), undefined, {
        'Cache-Control': 'no-store',
      })
    }
    c.set('session', session)
    c.header('Cache-Control', 'no-store')
    await next()
  }
}
