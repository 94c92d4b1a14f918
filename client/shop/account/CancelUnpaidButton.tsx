import { useState } from 'react'
import { signOutLocally } from '#client/shop/stores/auth'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'
import { putBackInCart } from './cart-again'
import type { OrderDetail } from './types'
import './account.css'

/**
 * Gives up on paying a card order: it is cancelled, its bonuses come back, and its dishes go back
 * into the cart, so changing one's mind costs nothing (the order would expire by itself anyway).
 */
export function CancelUnpaidButton({
  order,
  onCancelled,
}: {
  order: Pick<OrderDetail, 'id' | 'lines' | 'bonusSpent'>
  onCancelled?: (order: OrderDetail) => void
}) {
  const { t, lang, price } = useI18n()
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle')
  const [error, setError] = useState('')
  const cancel = async () => {
    setState('busy')
    setError('')
    try {
      const { data } = await browserApi(lang, signOutLocally).post(
        '/api/orders/{id}/cancel',
        undefined,
        { params: { id: order.id } },
      )
      putBackInCart(order.lines)
      setState('done')
      onCancelled?.(data)
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('account.order.cancelFailed'))
      setState('idle')
    }
  }
  if (state === 'done') {
    return (
      <p className="order-actions__status" role="status">
        {t('account.order.notPaidCancelled')}{' '}
        {order.bonusSpent > 0 &&
          `${t('account.order.bonusesBack', { amount: price(order.bonusSpent) })} `}
        {t('account.order.backInCart')}
      </p>
    )
  }
  return (
    <div className="order-actions__pay">
      <button
        type="button"
        className="button button--ghost"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void cancel()}
      >
        {state === 'busy' ? t('account.order.cancelling') : t('account.order.cancelUnpaid')}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
