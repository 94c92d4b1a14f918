import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { Company } from '#shared/company'
import { answers, body, bytes, created, one, params, staff } from '#shared/contract/http'

// Company invoices (issue 33): the orders whose customer asked for one, issuing each once with the
// next number of the issuing company's sequence, the printable invoice and the accountant's CSV.

/** Who issues the invoice, as printed on it (the site's trader data). */
export const InvoiceSeller = z.object({
  name: z.string(),
  eik: z.string(),
  vatNumber: z.string(),
  address: z.string(),
})
export type InvoiceSeller = z.infer<typeof InvoiceSeller>

/** One line of an invoice: amounts without VAT, in cents. */
export const InvoiceLine = z.object({
  description: z.string(),
  quantity: z.int(),
  /** The unit price without VAT, rounded to the cent (the line's base is exact). */
  unitPrice: z.int(),
  base: z.int(),
})
export type InvoiceLine = z.infer<typeof InvoiceLine>

const Moment = z.string().describe('ISO 8601')

export const Invoice = z.object({
  id: z.int(),
  orderId: z.int(),
  number: z.string().describe('ten digits, the next of the issuing company’s sequence'),
  issuedAt: Moment,
  suppliedAt: Moment.describe('the date of the taxable supply: paid, else completed'),
  seller: InvoiceSeller,
  buyer: Company,
  lines: z.array(InvoiceLine),
  vatRate: z.int().describe('percent'),
  base: z.int(),
  vat: z.int(),
  total: z.int(),
  paymentType: z.string(),
})
export type Invoice = z.infer<typeof Invoice>

/** An order whose customer asked for an invoice, paid or completed, with none issued yet. */
export const OrderToInvoice = z.object({
  orderId: z.int(),
  status: z.string(),
  total: z.int(),
  paymentType: z.string(),
  suppliedAt: Moment,
  buyer: Company,
})

export const IssuedInvoice = Invoice.pick({
  id: true,
  orderId: true,
  number: true,
  issuedAt: true,
  total: true,
}).extend({ buyer: z.string(), eik: z.string() })

export const InvoicingSettings = z.object({
  vatRate: z.int().min(0).max(50).describe('the VAT rate in percent prices include'),
})
export type InvoicingSettings = z.infer<typeof InvoicingSettings>

export const InvoicesOverview = z.object({
  toIssue: z.array(OrderToInvoice),
  issued: z.array(IssuedInvoice).describe('the latest 100, newest first'),
  settings: InvoicingSettings,
  /** Whether the site names its trader (ЕИК and all): without it an invoice lacks the seller. */
  sellerComplete: z.boolean(),
})
export type InvoicesOverview = z.infer<typeof InvoicesOverview>

export const invoices = createRoute({
  method: 'get',
  path: '/operator/invoices',
  tags: ['operator'],
  summary:
    'Orders to invoice (asked for, paid or completed, none issued yet) and the latest invoices issued',
  ...staff('manager'),
  responses: answers(one(InvoicesOverview)),
})

export const issueInvoice = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/invoice',
  tags: ['operator'],
  summary:
    "Issue an order's invoice with the next number (201), or answer the one already issued (200)",
  ...staff('manager'),
  request: { params: params('id'), body: body(z.object({})) },
  responses: created(one(Invoice), 404, 409),
})

export const invoice = createRoute({
  method: 'get',
  path: '/operator/invoices/{id}',
  tags: ['operator'],
  summary: 'An issued invoice as printed',
  ...staff('manager'),
  request: { params: params('id') },
  responses: answers(one(Invoice), 404),
})

const Day = z.iso.date()

export const ExportQuery = z
  .object({
    from: Day.describe('the first day of issue (Europe/Sofia)'),
    to: Day.describe('the last day of issue, included'),
  })
  .refine((q) => q.from <= q.to, { message: 'operator.invoices.badRange', path: ['to'] })

export const exportInvoices = createRoute({
  method: 'get',
  path: '/operator/invoices/export',
  tags: ['operator'],
  summary:
    "The accountant's CSV of the invoices issued between two days: UTF-8 with a BOM, one row per invoice",
  ...staff('manager'),
  request: { query: ExportQuery },
  responses: bytes('text/csv'),
})

export const invoicingSettings = createRoute({
  method: 'post',
  path: '/operator/invoices/settings',
  tags: ['operator'],
  summary: 'The VAT rate the shop’s prices include (20 % for restaurant food in Bulgaria)',
  ...staff('admin'),
  request: { body: body(InvoicingSettings) },
  responses: answers(one(InvoicingSettings)),
})
