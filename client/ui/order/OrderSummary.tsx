import { useI18n } from '#client/ui/i18n'
import type { OrderQuote } from '#shared/contract/orders'
import { DiscountLines } from './DiscountLines'
import './order.css'

export type { OrderQuote }

/**
 * The order as the server priced it: the only figures the customer is asked to pay; a pickup has
 * no delivery line (issue 30: not even a free one).
 */
export function OrderSummary({
  quote,
  orderType,
}: {
  quote: OrderQuote | null
  orderType: 'delivery' | 'pickup'
}) {
  const { t, price } = useI18n()
  if (!quote) return <p aria-busy="true">{t('common.loading')}</p>
  return (
    <section className="card summary" aria-labelledby="summary-title" data-testid="order-summary">
      <h2 id="summary-title">{t('checkout.summary')}</h2>
      <ul className="summary__lines">
        {quote.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines are positions of the cart
          <li key={index}>
            <span>
              {line.quantity} × {line.name ?? t('cart.removedProduct')}
              {line.modifiers.length > 0 && (
                <small> ({line.modifiers.map((m) => m.name).join(', ')})</small>
              )}
              {line.status !== 'ok' && (
                <strong className="field-error"> {t(`cart.status.${line.status}`)}</strong>
              )}
            </span>
            <span>{price(line.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="summary__totals">
        <div>
          <dt>{t('cart.subtotal')}</dt>
          <dd>{price(quote.subtotal)}</dd>
        </div>
        {orderType === 'delivery' && (
          <div>
            <dt>{t('checkout.deliveryFee')}</dt>
            <dd>{quote.deliveryFee ? price(quote.deliveryFee) : t('delivery.free')}</dd>
          </div>
        )}
        <DiscountLines offers={quote.offers} />
        {quote.bonusSpent > 0 && (
          <div>
            <dt>{t('checkout.bonusSpent')}</dt>
            <dd>−{price(quote.bonusSpent)}</dd>
          </div>
        )}
        <div className="summary__total">
          <dt>{t('checkout.total')}</dt>
          <dd data-testid="order-total">{price(quote.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
