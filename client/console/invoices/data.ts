import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'
import type { Invoice } from '#shared/contract/operator/invoices'
import { restaurantDay } from '#shared/hours'
import { translate } from '#shared/i18n'

/** The printed invoice's labels (operator.invoice.* in Bulgarian). */
const INVOICE_WORDS = [
  'title',
  'original',
  'number',
  'issuedAt',
  'suppliedAt',
  'seller',
  'buyer',
  'eik',
  'vatNumber',
  'address',
  'manager',
  'position',
  'description',
  'quantity',
  'unitPrice',
  'vatRate',
  'lineBase',
  'taxBase',
  'total',
  'payment',
  'order',
] as const

export async function invoices({ api }: PageContextServer) {
  const { data: overview } = await api.get('/api/operator/invoices')
  return { overview, today: restaurantDay(new Date()) }
}

export async function invoice({ api, locale }: PageContextServer, id: string) {
  if (!/^\d{1,9}$/.test(id)) throw render(404)
  let invoice: Invoice
  try {
    invoice = (await api.get('/api/operator/invoices/{id}', { params: { id } })).data
  } catch (error) {
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
  // The invoice is Bulgarian whatever the page's language (ЗДДС art. 114): its words come from
  // here, so the browser needs no second language's strings.
  const bg = (key: string, params?: Record<string, string | number>) =>
    translate('bg', `operator.invoice.${key}`, params)
  const words = Object.fromEntries(INVOICE_WORDS.map((key) => [key, bg(key)]))
  words.vat = bg('vat', { rate: invoice.vatRate })
  words.paymentType = translate('bg', `account.payment.${invoice.paymentType}`)
  return {
    invoice,
    words,
    head: {
      title: translate(locale, 'pages.console.invoice.title', { number: invoice.number }),
      description: translate(locale, 'pages.console.invoice.description'),
    },
  }
}
