import { useState } from 'react'
import { signOutLocally } from '#client/shop/stores/auth'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { isApiError } from '#shared/api-client'

/** Starts the card payment of an unpaid order again and sends the customer to the payment page. */
export function PayButton({ orderId, total }: { orderId: number; total: number }) {
  const { t, lang, price } = useI18n()
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const pay = async () => {
    setLoading(true)
    setError('')
    try {
      const { data } = await browserApi(lang, signOutLocally).post(
        '/api/orders/{id}/pay',
        undefined,
        { params: { id: orderId } },
      )
      window.location.assign(data.redirectUrl)
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('account.order.payFailed'))
      setLoading(false)
    }
  }
  return (
    <div className="order-actions__pay">
      <button
        type="button"
        className="button"
        disabled={loading}
        aria-busy={loading}
        onClick={() => void pay()}
      >
        {loading ? t('account.order.paying') : t('account.order.pay', { amount: price(total) })}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
