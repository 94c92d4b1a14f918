import type { ReactNode } from 'react'
import { AllergenSentence } from '#client/ui/allergens/Allergens'
import { useI18n } from '#client/ui/i18n'
import type { OrderDetail } from '#shared/contract/orders'
import { DiscountLines } from './DiscountLines'
import { OrderFixes } from './OrderFixes'
import './order.css'

type Props = {
  order: OrderDetail
  /** What staff may do with a line (the console's order page), under its price. */
  lineAction?: (line: OrderDetail['lines'][number]) => ReactNode
}

/**
 * The dishes of an order with their options, those the restaurant took off, then what the order
 * came to.
 */
export function OrderLines({ order, lineAction }: Props) {
  const { t, price } = useI18n()
  return (
    <>
      <ul className="order-lines">
        {order.lines.map((line) => (
          <li
            key={`${line.productId}:${line.modifiers.map((m) => `${m.id}x${m.quantity}`).join()}`}
            className="order-line"
          >
            {line.image && (
              <img src={line.image} alt="" width={56} height={56} loading="lazy" decoding="async" />
            )}
            <div className="order-line__main">
              <p className="order-line__name">{line.name}</p>
              {line.modifiers.length > 0 && (
                <p className="order-line__mods">
                  {line.modifiers
                    .map((m) => (m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name))
                    .join(', ')}
                </p>
              )}
              <AllergenSentence allergens={line.allergens} />
              <p className="order-line__unit">
                {t('account.order.unitLine', {
                  quantity: line.quantity,
                  price: price(line.unitPrice),
                })}
              </p>
              {lineAction?.(line)}
            </div>
            <p className="order-line__total">{price(line.total)}</p>
          </li>
        ))}
      </ul>
      <OrderFixes order={order} />
      <OrderTotals order={order} />
    </>
  )
}

function OrderTotals({ order }: { order: OrderDetail }) {
  const { t, price } = useI18n()
  return (
    <dl className="order-totals">
      <div>
        <dt>{t('account.order.subtotal')}</dt>
        <dd>{price(order.subtotal)}</dd>
      </div>
      {order.orderType === 'delivery' && (
        <div>
          <dt>{t('account.order.deliveryFee')}</dt>
          <dd>{order.deliveryFee ? price(order.deliveryFee) : t('delivery.free')}</dd>
        </div>
      )}
      <DiscountLines offers={order.offers} />
      {order.bonusSpent > 0 && (
        <div>
          <dt>{t('account.order.bonusSpent')}</dt>
          <dd>−{price(order.bonusSpent)}</dd>
        </div>
      )}
      <div className="order-totals__total">
        <dt>{t('account.order.total')}</dt>
        <dd>{price(order.total)}</dd>
      </div>
    </dl>
  )
}
