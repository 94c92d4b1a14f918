import { AllergenSentence } from '#client/ui/allergens/Allergens'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { DiscountLines } from '#client/ui/order/DiscountLines'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { formatPhone } from '#shared/phone'
import { awaitsConfirmation } from './moves'
import './ticket.css'

type Props = {
  order: OperatorOrder
  /** The zone's name for a delivery. */
  zone: string | null
  /** The pickup restaurant. */
  restaurant: { name: string } | null
}

/**
 * An order on an 80 mm kitchen ticket: when it is due, where it goes, what to cook with its
 * options and allergens, what to pack, and what the courier collects. Black on white, big number.
 */
export function KitchenTicket({ order, zone, restaurant }: Props) {
  const { t, tp } = useI18n()
  const { dateTime, time } = useFormats()
  const { address } = order
  return (
    <article className="ticket" data-testid="ticket">
      <header className="ticket__head">
        <h1 className="ticket__number">{t('operator.console.ticket.number', { id: order.id })}</h1>
        <p className="ticket__due" suppressHydrationWarning>
          {t('operator.console.ticket.due', { time: time(order.promisedAt) })}
        </p>
        <p suppressHydrationWarning>
          {order.scheduledFor ? dateTime(order.scheduledFor) : t('account.order.asap')}
        </p>
      </header>
      {awaitsConfirmation(order) && (
        // Printed by hand before a manager called the customer: the cook must not start it.
        <p className="ticket__held">{t('operator.console.ticket.notConfirmed')}</p>
      )}
      <section className="ticket__section">
        <p className="ticket__strong">{t(`account.orderType.${order.orderType}`)}</p>
        {zone && <p>{t('operator.console.ticket.zone', { name: zone })}</p>}
        {order.orderType === 'delivery' && address && (
          <>
            <p className="ticket__strong">{address.street}</p>
            <p>
              {[
                address.entrance && t('account.order.entrance', { value: address.entrance }),
                address.floor && t('account.order.floor', { value: address.floor }),
                address.apartment && t('account.order.apartment', { value: address.apartment }),
              ]
                .filter(Boolean)
                .join(', ')}
            </p>
            {address.note && <p>{address.note}</p>}
          </>
        )}
        {restaurant && <p>{restaurant.name}</p>}
        <p>
          {order.customer.name} {formatPhone(order.customer.phone)}
        </p>
      </section>
      <ol className="ticket__lines">
        {order.lines.map((line, index) => (
          // Two lines may be the same dish with the same options: their place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: a printed list never reorders
          <li key={index} className="ticket__line">
            <p className="ticket__strong">
              {line.quantity} × {line.name}
            </p>
            {line.modifiers.length > 0 && (
              <ul className="ticket__mods">
                {line.modifiers.map((m) => (
                  <li key={m.id}>+ {m.quantity > 1 ? `${m.name} ×${m.quantity}` : m.name}</li>
                ))}
              </ul>
            )}
            <AllergenSentence allergens={line.allergens} className="ticket__allergens" />
          </li>
        ))}
      </ol>
      <section className="ticket__section">
        <p className="ticket__strong">{t('operator.console.ticket.packaging')}</p>
        <p>
          {order.persons > 0
            ? tp('operator.console.ticket.sets', order.persons)
            : t('operator.console.ticket.noSets')}
        </p>
      </section>
      {order.comment && (
        <section className="ticket__section">
          <p className="ticket__strong">{t('account.order.comment')}</p>
          <p className="ticket__comment">{order.comment}</p>
        </section>
      )}
      <section className="ticket__section ticket__pay">
        {order.offers.length > 0 && (
          <dl className="ticket__discounts">
            <DiscountLines offers={order.offers} />
          </dl>
        )}
        <p>{t(`account.payment.${order.paymentType}`)}</p>
        <p className="ticket__strong">
          <Collect order={order} />
        </p>
        {order.invoice && (
          <p className="ticket__strong">
            {t('operator.console.ticket.invoice', { company: order.invoice.company.name })}
          </p>
        )}
      </section>
      <p className="ticket__foot" suppressHydrationWarning>
        {t('operator.console.board.placed', { time: dateTime(order.createdAt) })}
      </p>
    </article>
  )
}

/** What the courier or the counter collects: the amount and how, or that it is paid. */
function Collect({ order }: { order: OperatorOrder }) {
  const { t, price } = useI18n()
  const amount = price(order.total)
  if (order.paymentType === 'cash') return t('operator.console.ticket.collectCash', { amount })
  if (order.paymentType === 'card_on_delivery') {
    return t('operator.console.ticket.collectCard', { amount })
  }
  return t(order.paidAt ? 'operator.console.ticket.paid' : 'operator.console.ticket.unpaid', {
    amount,
  })
}
