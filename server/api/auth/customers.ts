import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { digitsOnly } from '#shared/phone'
import { addBonus } from '../bonuses/ledger'
import type { CatalogStore } from '../catalog/store'
import { ApiError } from '../errors'

/** The phone as sign-in keeps it (spec §3): digits only with the country code, 8 to 15 of them. */
const CUSTOMER_PHONE = /^\d{8,15}$/

/** A phone as typed, kept as sign-in keeps it, or a 422 naming the field. */
export function customerPhone(value: string, lang: Lang): string {
  const phone = digitsOnly(value)
  if (!CUSTOMER_PHONE.test(phone)) {
    throw new ApiError(422, translate(lang, 'validation.failed'), {
      phone: translate(lang, 'auth.phone.invalid'),
    })
  }
  return phone
}

function newReferralCode(): string {
  return randomBytes(6).toString('base64url')
}

/**
 * The customer with this phone (digits only), created when new: the first sign-in and a phone
 * order taken by staff alike. A new customer gets the welcome bonus once.
 */
export async function findOrCreateCustomer(
  db: Database,
  catalog: CatalogStore,
  phone: string,
  lang: Lang,
  at: Date,
): Promise<{ id: number; created: boolean }> {
  const created = await db
    .insert(customers)
    .values({ phone, referralCode: newReferralCode() })
    .onConflictDoNothing()
    .returning({ id: customers.id })
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.phone, phone))
  if (created.length) {
    const { bonusRules } = await catalog.view(lang)
    await addBonus(
      db,
      {
        customerId: customer!.id,
        amount: bonusRules.welcomeBonus,
        kind: 'welcome',
        status: 'available',
      },
      at,
    )
  }
  return { id: customer!.id, created: created.length > 0 }
}
