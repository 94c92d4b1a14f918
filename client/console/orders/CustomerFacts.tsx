import { useI18n } from '#client/ui/i18n'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { customerTelHref, formatPhone } from '#shared/phone'

/** Who ordered, and their phone to call. */
export function CustomerFacts({ customer }: { customer: OperatorOrder['customer'] }) {
  const { t } = useI18n()
  return (
    <dl className="facts">
      <div>
        <dt>{t('auth.profile.name')}</dt>
        <dd>{customer.name || '—'}</dd>
      </div>
      <div>
        <dt>{t('auth.phone.label')}</dt>
        <dd>
          <a href={customerTelHref(customer.phone)}>{formatPhone(customer.phone)}</a>
        </dd>
      </div>
    </dl>
  )
}
