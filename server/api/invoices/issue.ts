import { and, asc, eq, sql } from 'drizzle-orm'
import type { CatalogView } from '#server/api/catalog/store'
import { linesNamedIn } from '#server/api/orders/line-names'
import type { Database } from '#server/db/client'
import { invoiceSequences, invoices, orderEvents, orderLines, orders } from '#server/db/schema'
import type { Invoice, InvoiceLine } from '#shared/contract/operator/invoices'
import { translate } from '#shared/i18n'
import { invoiceSeller, invoicingSettings } from './seller'
import { splitVat } from './vat'

// Bulgarian VAT law wants the invoice in Bulgarian (ЗДДС art. 114(1)): every text on it is.
const INVOICE_LANG = 'bg'

/** The invoice number's width (ЗДДС art. 114(1)(1)). */
const NUMBER_DIGITS = 10

export type InvoiceRow = typeof invoices.$inferSelect

export type Issued =
  | { kind: 'issued'; invoice: InvoiceRow }
  | { kind: 'existing'; invoice: InvoiceRow }
  | { kind: 'not_found' }
  | { kind: 'not_requested' }
  | { kind: 'not_due' }

type OrderRow = typeof orders.$inferSelect
type LineRow = typeof orderLines.$inferSelect

/**
 * The order's lines as the invoice lists them, amounts without VAT: each dish with its options,
 * the delivery, and the offers and bonuses spent as discounts (they lower the tax base).
 */
export function invoiceLines(order: OrderRow, lines: LineRow[], vatRate: number) {
  const t = (key: string) => translate(INVOICE_LANG, `operator.invoice.${key}`)
  const items = [
    ...lines.map((line) => ({
      description: [line.name, ...line.modifiers.map((m) => `+ ${m.name} × ${m.quantity}`)].join(
        ' ',
      ),
      quantity: line.quantity,
      gross: line.total,
    })),
    ...(order.deliveryFee
      ? [{ description: t('delivery'), quantity: 1, gross: order.deliveryFee }]
      : []),
    ...order.offers
      .filter((offer) => offer.amount > 0)
      .map((offer) => ({
        description: offer.name[INVOICE_LANG],
        quantity: 1,
        gross: -offer.amount,
      })),
    ...(order.bonusSpent
      ? [{ description: t('bonusDiscount'), quantity: 1, gross: -order.bonusSpent }]
      : []),
  ]
  const split = splitVat(
    items.map((item) => item.gross),
    vatRate,
  )
  const invoiceLines: InvoiceLine[] = items.map((item, index) => {
    const base = split.bases[index]!
    return {
      description: item.description,
      quantity: item.quantity,
      unitPrice: Math.round(base / item.quantity),
      base,
    }
  })
  return { lines: invoiceLines, split }
}

/** When the supply was made for VAT: the payment (an advance), else the completion. */
async function suppliedAt(tx: Database, order: OrderRow): Promise<Date | null> {
  if (order.status === 'cancelled') return null
  if (order.paidAt) return order.paidAt
  if (order.status !== 'completed') return null
  const [completed] = await tx
    .select({ at: orderEvents.at })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'completed')))
  return completed?.at ?? order.updatedAt
}

/**
 * Issues the invoice of order `orderId` exactly once: the order's row lock queues every other
 * issue of the same order behind this one, which then finds the invoice made; the sequence row's
 * lock queues the issues of other orders, each taking the next number as it commits. A failure
 * rolls the number back with everything else, so the numbers have no gaps.
 */
export async function issueInvoice(
  db: Database,
  input: { orderId: number; staffId: number; now: Date; view: CatalogView },
  /** Runs in the same transaction once a new invoice is made (the audit log). */
  record?: (tx: Database, invoice: InvoiceRow) => Promise<void>,
): Promise<Issued> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId)).for('update')
    if (!order) return { kind: 'not_found' as const }
    const [existing] = await tx.select().from(invoices).where(eq(invoices.orderId, order.id))
    if (existing) return { kind: 'existing' as const, invoice: existing }
    if (!order.invoiceRequest) return { kind: 'not_requested' as const }
    const supplied = await suppliedAt(tx, order)
    if (!supplied) return { kind: 'not_due' as const }

    const seller = await invoiceSeller(tx)
    const { vatRate } = await invoicingSettings(tx)
    const rows = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.id))
    const { lines, split } = invoiceLines(order, linesNamedIn(rows, input.view), vatRate)
    const [sequence] = await tx
      .insert(invoiceSequences)
      .values({ issuer: seller.eik, last: 1 })
      .onConflictDoUpdate({
        target: invoiceSequences.issuer,
        set: { last: sql`${invoiceSequences.last} + 1` },
      })
      .returning({ last: invoiceSequences.last })
    const [invoice] = await tx
      .insert(invoices)
      .values({
        orderId: order.id,
        issuer: seller.eik,
        number: String(sequence!.last).padStart(NUMBER_DIGITS, '0'),
        issuedAt: input.now,
        suppliedAt: supplied,
        seller,
        buyer: order.invoiceRequest,
        lines,
        vatRate,
        base: split.base,
        vat: split.vat,
        total: split.total,
        paymentType: order.paymentType,
        staffId: input.staffId,
      })
      .returning()
    await record?.(tx, invoice!)
    return { kind: 'issued' as const, invoice: invoice! }
  })
}

/** An invoice as the API answers it. */
export function invoiceView(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    orderId: row.orderId,
    number: row.number,
    issuedAt: row.issuedAt.toISOString(),
    suppliedAt: row.suppliedAt.toISOString(),
    seller: row.seller,
    buyer: row.buyer,
    lines: row.lines,
    vatRate: row.vatRate,
    base: row.base,
    vat: row.vat,
    total: row.total,
    paymentType: row.paymentType,
  }
}
