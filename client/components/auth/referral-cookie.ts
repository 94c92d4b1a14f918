import { parse } from 'cookie'

// Spec §3: the referral cookie holds the referrer's id for 28 days after visiting a referral link.
export const REFERRAL_COOKIE = 'referral'
export const REFERRAL_MAX_AGE = 2_419_200

export function referrerFromCookie(): number | null {
  const value = Number(parse(document.cookie)[REFERRAL_COOKIE])
  return Number.isInteger(value) && value > 0 ? value : null
}
