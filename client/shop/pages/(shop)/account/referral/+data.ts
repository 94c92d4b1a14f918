import type { PageContextServer } from 'vike/types'
import { localizePath } from '#shared/locales'

export type ReferralData = Awaited<ReturnType<typeof data>>

export async function data({ api, locale, publicOrigin }: PageContextServer) {
  const [{ data: referral }, { data: bonuses }] = await Promise.all([
    api.get('/api/referral'),
    api.get('/api/bonuses'),
  ])
  // The home page in the customer's language; the edge turns ?ref= into the referral cookie.
  const link = new URL(localizePath('/', locale), publicOrigin)
  link.searchParams.set('ref', referral.code)
  return {
    link: link.href,
    invited: referral.invited,
    earned: referral.earned,
    referralBonus: bonuses.rules.referralBonus,
  }
}
