import { eq } from 'drizzle-orm'
import { ApiError } from '#server/api/errors'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'

/**
 * An order carries its customer's name (the kitchen and the courier call them by it): a customer
 * who skipped the profile gives it first (POST /api/update-profile; the checkout asks for it).
 */
export async function requireName(db: Database, customerId: number, lang: Lang) {
  const [customer] = await db
    .select({ name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId))
  if (customer?.name.trim()) return
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    name: translate(lang, 'order.nameMissing'),
  })
}
