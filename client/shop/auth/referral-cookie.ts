import { readCookie } from '#client/ui/cookies'

// Spec §3: the referral cookie (set by the edge, server/edge/referral.ts) holds the referrer's id.
const REFERRAL_COOKIE = 'referral'

export function referrerFromCookie(): number | null {
  const value = Number(readCookie(REFERRAL_COOKIE))
  return Number.isInteger(value) && value > 0 ? value : null
}
