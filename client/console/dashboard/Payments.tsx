import { useI18n } from '#client/ui/i18n'
import type { Figures } from '#shared/contract/operator/orders'

export const PAYMENT_KEYS = ['cash', 'cardOnline', 'cardAtDoor'] as const

/** The revenue by way of paying: what is in the till, at Viva online and on the card terminals. */
export function Payments({ payments }: { payments: Figures['payments'] }) {
  const { t, price } = useI18n()
  return (
    <dl className="figure-list">
      {PAYMENT_KEYS.map((key) => (
        <div key={key}>
          <dt>{t(`operator.console.dashboard.${key}`)}</dt>
          <dd>{price(payments[key])}</dd>
        </div>
      ))}
    </dl>
  )
}
