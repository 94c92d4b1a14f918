import { useI18n } from '#client/ui/i18n'
import type { OrderDetail } from '#shared/contract/orders'

/**
 * The dishes the restaurant took off the order (it could not make them), each with what went back:
 * bonuses, a card refund, or the new total to pay at the door.
 */
export function OrderFixes({ order }: { order: OrderDetail }) {
  const { t, price } = useI18n()
  if (order.fixes.length === 0) return null
  return (
    <section className="order-fixes" data-testid="order-fixes">
      <h3>{t('account.order.fixes.title')}</h3>
      <ul>
        {order.fixes.map((fix) => (
          <li key={`${fix.at}:${fix.productId}:${fix.quantityAfter}`}>
            {t('account.order.fixes.removed', {
              dish: fix.name,
              quantity: fix.quantityBefore - fix.quantityAfter,
            })}
            {fix.bonusReturned > 0 &&
              ` ${t('account.order.fixes.bonuses', { amount: price(fix.bonusReturned) })}`}{' '}
            {fix.refund > 0
              ? t('account.order.fixes.refund', { amount: price(fix.refund) })
              : t('account.order.fixes.total', { total: price(fix.totalAfter) })}
          </li>
        ))}
      </ul>
    </section>
  )
}
