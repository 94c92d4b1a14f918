import { eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#server/db/client'
import { siteValues } from '#server/db/schema'
import type { InvoiceSeller, InvoicingSettings } from '#shared/contract/operator/invoices'

// Who issues the invoices and at what VAT rate: site data, read at the moment of issue (an issued
// invoice keeps its own copy).

/**
 * The trader's details as the console's Legal section keeps them (site value `trader`, issue 33's
 * trader information); only what an invoice prints is read, in Bulgarian.
 */
const Trader = z.object({
  legal_name: z.string().min(1),
  legal_form: z.object({ bg: z.string() }),
  eik: z.string(),
  vat_number: z.string(),
  address: z.object({ bg: z.string() }),
})

/**
 * The seller an invoice names: the trader data when the site has it; else the brand alone, with no
 * ЕИК, which the invoices page flags as incomplete. The one place that knows where it comes from.
 */
export async function invoiceSeller(db: Database): Promise<InvoiceSeller> {
  const rows = await db
    .select()
    .from(siteValues)
    .where(inArray(siteValues.key, ['trader', 'settings']))
  const value = (key: string) => rows.find((row) => row.key === key)?.value
  const trader = Trader.safeParse(value('trader'))
  if (trader.success) {
    const { legal_name, legal_form, eik, vat_number, address } = trader.data
    return {
      name: `${legal_name} ${legal_form.bg}`.trim(),
      eik,
      vatNumber: vat_number,
      address: address.bg,
    }
  }
  const brand = (value('settings') as { brand?: string } | undefined)?.brand ?? ''
  return { name: brand, eik: '', vatNumber: '', address: '' }
}

/** Whether an invoice naming `seller` names everything the law asks of a seller. */
export const sellerComplete = (seller: InvoiceSeller) =>
  Boolean(seller.name && seller.eik && seller.address)

/** Food served by a restaurant in Bulgaria: 20 % (the 9 % rate for restaurants ended in 2024). */
export const DEFAULT_VAT_RATE = 20

const SETTINGS_KEY = 'invoicing'

export async function invoicingSettings(db: Database): Promise<InvoicingSettings> {
  const [row] = await db.select().from(siteValues).where(eq(siteValues.key, SETTINGS_KEY))
  const stored = row?.value as Partial<InvoicingSettings> | undefined
  return { vatRate: stored?.vatRate ?? DEFAULT_VAT_RATE }
}

export async function saveInvoicingSettings(db: Database, settings: InvoicingSettings) {
  await db
    .insert(siteValues)
    .values({ key: SETTINGS_KEY, value: settings })
    .onConflictDoUpdate({ target: siteValues.key, set: { value: settings } })
}
