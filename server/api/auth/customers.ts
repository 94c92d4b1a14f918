import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { ApiError } from '#server/api/errors'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { digitsOnly } from '#shared/phone'

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
 * The customer with this phone (digits only), created when new: at the first sign-in, or by staff
 * taking an order on the phone.
 */
export async function findOrCreateCustomer(
  db: Database,
  phone: string,
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
  return { id: customer!.id, created: created.length > 0 }
}
