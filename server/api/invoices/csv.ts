import { csvAmount as amount, csvFile } from '#server/csv'
import { restaurantDay } from '#shared/hours'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { displayDate } from '#shared/profile'
import type { InvoiceRow } from './issue'

// The accountant's file of invoices (server/csv.ts says how Excel reads it).

const COLUMNS = [
  'number',
  'date',
  'supplied',
  'buyer',
  'eik',
  'vatNumber',
  'base',
  'vat',
  'total',
  'order',
] as const

const day = (at: Date) => displayDate(restaurantDay(at))

/** The CSV of `rows`, its header in `lang`. */
export function invoicesCsv(rows: InvoiceRow[], lang: Lang): string {
  const header = COLUMNS.map((column) => translate(lang, `operator.invoices.csv.${column}`))
  const lines = rows.map((row) => [
    row.number,
    day(row.issuedAt),
    day(row.suppliedAt),
    row.buyer.name,
    row.buyer.eik,
    row.buyer.vatNumber,
    amount(row.base),
    amount(row.vat),
    amount(row.total),
    row.orderId,
  ])
  return csvFile([header, ...lines])
}
