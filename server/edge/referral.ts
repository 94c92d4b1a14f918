import type { MiddlewareHandler } from 'hono'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'

// Spec §3, §9: the referral cookie lives 28 days (2419200 s).
export const REFERRAL_COOKIE = 'referral'
export const REFERRAL_MAX_AGE = 2_419_200

/**
 * A referral link (`?ref=<code>`) leaves the referrer's id in the referral cookie; the profile of a
 * new customer names it (the client reads it for update-profile's referrer_id).
 */
export function referralLink(
  cookies: Cookies,
  referrerOf: (code: string) => Promise<number | null>,
): MiddlewareHandler<EdgeEnv> {
  return async function referralLink(c, next) {
    const code = c.req.query('ref')
    if (c.req.method === 'GET' && code && /^[\w-]{4,32}$/.test(code)) {
      const referrerId = await referrerOf(code)
      if (referrerId)
        cookies.set(c, REFERRAL_COOKIE, String(referrerId), { maxAge: REFERRAL_MAX_AGE })
    }
    await next()
  }
}
