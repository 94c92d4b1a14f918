import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { bonusLedger, customers } from '#server/db/schema'
import type { BonusRules } from '#shared/contract/bonuses'
import { restaurantDay } from '#shared/hours'
import { bonusBalance } from './ledger'

// The birthday gift (docs/bonuses.md): `birthdayBonus` once a year, granted the first time the
// customer's balance is read (the bonuses page, the checkout) from `birthdayDays` before the
// birthday to as many after it. No timer: nothing is lost when the server restarts, and the
// ledger's unique (customer, gift year) makes it once a year however many requests race. The
// birthday itself cannot be moved once set (server/api/profile.ts), so the gift cannot be farmed.

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The year whose birthday's window holds `today` (both YYYY-MM-DD), or null. The window never
 * reaches the next birthday (at most 30 days each side); a 29 February birthday falls on 28
 * February in the other years.
 */
export function giftYear(birthday: string, today: string, days: number): number | null {
  const [, month, day] = birthday.split('-').map(Number) as [number, number, number]
  const todayMs = Date.parse(`${today}T00:00:00Z`)
  const year = Number(today.slice(0, 4))
  for (const candidate of [year - 1, year, year + 1]) {
    const date = new Date(Date.UTC(candidate, month - 1, day))
    if (date.getUTCMonth() !== month - 1) date.setUTCDate(0)
    if (Math.abs(todayMs - date.getTime()) <= days * DAY_MS) return candidate
  }
  return null
}

/** Grants this year's birthday gift when today (in the restaurant's calendar) is in its window. */
export async function grantBirthdayGift(
  db: Database,
  customerId: number,
  rules: BonusRules,
  now: Date,
) {
  if (rules.birthdayBonus <= 0) return
  const [customer] = await db
    .select({ birthday: customers.birthday })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (!customer?.birthday) return
  const year = giftYear(customer.birthday, restaurantDay(now), rules.birthdayDays)
  if (year === null) return
  await db
    .insert(bonusLedger)
    .values({
      customerId,
      amount: rules.birthdayBonus,
      kind: 'birthday',
      status: 'available',
      giftYear: year,
      createdAt: now,
    })
    .onConflictDoNothing()
}

/** The balance as the customer reads it, with the birthday gift of these days granted first. */
export async function balanceWithGift(
  db: Database,
  customerId: number,
  rules: BonusRules,
  now: Date,
) {
  await grantBirthdayGift(db, customerId, rules, now)
  return bonusBalance(db, customerId)
}
