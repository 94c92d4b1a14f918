import { createHmac } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { CatalogStore } from '#server/api/catalog/store'
import type { Database } from '#server/db/client'
import { bonusLedger, welcomedPhones } from '#server/db/schema'
import type { Lang } from '#shared/locales'

// The welcome bonus comes once per phone number, not once per account: deleting the account frees
// the number (docs/data-rights.md), and a new account on it must not be welcomed again. The shop
// keeps which numbers had it as a keyed hash, so a copy of the database does not give the numbers
// of deleted accounts back (a plain SHA-256 of a phone number is undone by trying them all).

/** The keyed hash a phone number is remembered by; one key for the shop's life (`OTP_SECRET`). */
export type PhoneTag = (phone: string) => string

export function phoneTagger(secret: string): PhoneTag {
  return (phone) => createHmac('sha256', secret).update(`welcomed:${phone}`).digest('hex')
}

/** Remembers that this number had the bonus; false when it was remembered already. */
async function rememberPhone(db: Database, tag: string, at: Date): Promise<boolean> {
  const added = await db
    .insert(welcomedPhones)
    .values({ phoneTag: tag, at })
    .onConflictDoNothing()
    .returning({ tag: welcomedPhones.phoneTag })
  return added.length > 0
}

/**
 * The welcome bonus, at a customer's first own sign-in: it belongs to whoever holds the phone, so a
 * number staff typed in for a phone order (maybe invented) has none to spend until its owner signs
 * in. Once per phone number, whichever account holds it and however many sign-ins race
 * (`welcomed_phones`, and `bonus_ledger_welcome_idx` for accounts welcomed before the numbers were
 * kept: their number is remembered at their next sign-in, or at their deletion).
 */
export async function welcome(
  db: Database,
  catalog: CatalogStore,
  customer: { id: number; phone: string },
  tag: PhoneTag,
  lang: Lang,
  at: Date,
): Promise<void> {
  const { bonusRules } = await catalog.view(lang, at)
  if (bonusRules.welcomeBonus === 0) return
  await db.transaction(async (tx) => {
    if (!(await rememberPhone(tx, tag(customer.phone), at))) return
    await tx
      .insert(bonusLedger)
      .values({
        customerId: customer.id,
        amount: bonusRules.welcomeBonus,
        kind: 'welcome',
        status: 'available',
        orderId: null,
        createdAt: at,
      })
      .onConflictDoNothing()
  })
}

/** At an account's deletion: a number welcomed on it stays welcomed for the accounts after it. */
export async function keepWelcomed(
  db: Database,
  customer: { id: number; phone: string },
  tag: PhoneTag,
  at: Date,
): Promise<void> {
  const [welcomed] = await db
    .select({ id: bonusLedger.id })
    .from(bonusLedger)
    .where(and(eq(bonusLedger.customerId, customer.id), eq(bonusLedger.kind, 'welcome')))
    .limit(1)
  if (welcomed) await rememberPhone(db, tag(customer.phone), at)
}
