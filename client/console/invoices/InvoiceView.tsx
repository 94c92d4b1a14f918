import { useData } from 'vike-react/useData'
import { InvoiceDocument } from '#client/console/invoices/InvoiceDocument'
import type { ViewData } from '#client/console/sections'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { restaurantDay } from '#shared/hours'
import { formatPrice } from '#shared/money'
import { displayDate } from '#shared/profile'

const money = (cents: number) => formatPrice(cents, 'bg')
const date = (iso: string) => displayDate(restaurantDay(new Date(iso)))

/** An issued invoice to print on A4: the page around it speaks the staff member's language. */
export function InvoiceView() {
  const { invoice, words } = useData<ViewData<'invoice'>>()
  const { t, href } = useI18n()
  return (
    <>
      <div className="invoice-actions">
        <a className="order__back" href={href('/operator/invoices')}>
          <Icon name="chevron-left" size={18} />
          {t('pages.console.invoices.title')}
        </a>
        <button type="button" className="button button--small" onClick={() => window.print()}>
          {t('operator.invoices.print')}
        </button>
      </div>
      <InvoiceDocument invoice={invoice} words={words} money={money} date={date} />
    </>
  )
}
