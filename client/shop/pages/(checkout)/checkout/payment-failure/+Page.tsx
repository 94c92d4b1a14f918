import { useState } from 'react'
import { useData } from 'vike-react/useData'
import { CancelUnpaidButton } from '#client/shop/account/CancelUnpaidButton'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { browserApi } from '#client/ui/api'
import { useFormats } from '#client/ui/format'
import { useHydrated } from '#client/ui/hydrated'
import { useI18n } from '#client/ui/i18n'
import type { data } from './+data'

/** The card payment did not go through: why, and a retry that starts a new Viva payment. */
export default function Page() {
  const { order, reason } = useData<Awaited<ReturnType<typeof data>>>()
  // Given up on from this page: nothing is left to pay.
  const [cancelled, setCancelled] = useState(false)
  const { t, lang, href } = useI18n()
  const { time } = useFormats()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  // A tap before hydration would reach no handler and be lost: the button waits for React.
  const hydrated = useHydrated()
  const payable =
    order.paymentType === 'card_online' &&
    ['awaiting_payment', 'payment_failed'].includes(order.status)
  const retry = async () => {
    setBusy(true)
    try {
      const { data: payment } = await browserApi(lang).post('/api/orders/{id}/pay', undefined, {
        params: { id: order.id },
      })
      window.location.assign(payment.redirectUrl)
    } catch {
      setFailed(true)
      setBusy(false)
    }
  }
  const declined = reason?.startsWith('event_') && reason !== 'event_0'
  const lead =
    reason === 'refunded'
      ? t('checkout.refunded')
      : cancelled
        ? t('checkout.nothingCharged')
        : declined
          ? t('checkout.declined')
          : t('checkout.notPaid')
  return (
    <PageIntro lead={lead}>
      {payable && !cancelled && (
        <button
          type="button"
          className="button"
          onClick={() => void retry()}
          disabled={busy || !hydrated}
          aria-busy={busy}
        >
          {t('checkout.retry')}
        </button>
      )}
      {failed && <p className="field-error">{t('checkout.failed')}</p>}
      {payable && !cancelled && order.payBy && (
        <p suppressHydrationWarning>{t('account.order.payBy', { time: time(order.payBy) })}</p>
      )}
      {payable && <CancelUnpaidButton order={order} onCancelled={() => setCancelled(true)} />}
      <p>
        <a href={href(`/account/orders/${order.id}`)}>{t('checkout.toOrder')}</a>
      </p>
    </PageIntro>
  )
}
