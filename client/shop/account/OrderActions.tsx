import { useEffect, useRef, useState } from 'react'
import { openModal, useUi } from '#client/shop/stores/ui'
import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import { CancelUnpaidButton } from './CancelUnpaidButton'
import { PayButton } from './PayButton'
import { RepeatOrderButton } from './RepeatOrderButton'
import { ReviewModal } from './ReviewModal'
import type { OrderDetail } from './types'
import './account.css'

const UNPAID = ['awaiting_payment', 'payment_failed']

/** What the customer can do with an order: pay it (or give up on it), repeat it, review it. */
export function OrderActions({ order }: { order: OrderDetail }) {
  const { t, price } = useI18n()
  const { time } = useFormats()
  const { modal } = useUi()
  const [bonus, setBonus] = useState<number | null>(null)
  const thanks = useRef<HTMLParagraphElement>(null)
  const payable = order.paymentType === 'card_online' && UNPAID.includes(order.status)
  const completed = order.status === 'completed'
  const reviewed = order.reviewed || bonus !== null

  // The review button is gone once the review is in: focus goes to the thanks, after the modal closes.
  useEffect(() => {
    if (bonus !== null && modal !== 'review') thanks.current?.focus()
  }, [bonus, modal])

  return (
    <div className="order-actions">
      {payable && order.payBy && (
        <p className="order-actions__deadline" suppressHydrationWarning>
          {t('account.order.payBy', { time: time(order.payBy) })}
        </p>
      )}
      <div className="order-actions__buttons">
        {payable && <PayButton orderId={order.id} total={order.total} />}
        {payable && <CancelUnpaidButton order={order} />}
        {!payable && <RepeatOrderButton lines={order.lines} />}
        {completed && !reviewed && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => openModal('review')}
          >
            {t('account.order.review')}
          </button>
        )}
      </div>
      <p className="order-actions__status" role="status" ref={thanks} tabIndex={-1}>
        {bonus
          ? t('account.order.reviewThanks', { amount: price(bonus) })
          : reviewed && completed
            ? t('account.order.reviewed')
            : ''}
      </p>
      {completed && <ReviewModal orderId={order.id} onReviewed={setBonus} />}
    </div>
  )
}
