import { useData } from 'vike-react/useData'
import { DataRequest } from '#client/console/customers/DataRequest'
import { RetentionForm } from '#client/console/customers/RetentionForm'
import type { ViewData } from '#client/console/sections'
import { useI18n } from '#client/ui/i18n'

/** Customers' personal data: requests by e-mail or phone, and how long the shop keeps it. */
export function CustomersView() {
  const { t } = useI18n()
  const { retention } = useData<ViewData<'customers'>>()
  return (
    <div className="console-page">
      <h1>{t('pages.console.customers.title')}</h1>
      <DataRequest />
      <RetentionForm retention={retention} />
    </div>
  )
}
