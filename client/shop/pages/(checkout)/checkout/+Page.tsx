import { useEffect } from 'react'
import { CheckoutForm } from '#client/shop/checkout/CheckoutForm'
import { useHandover } from '#client/shop/checkout/handover'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { useSignedIn } from '#client/shop/stores/auth'
import { useCart } from '#client/shop/stores/cart'
import { openModal } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'

/** The checkout: signed-in customers only (the phone modal opens otherwise; the cart is kept). */
export default function Page() {
  const { t, href, lang } = useI18n()
  const signedIn = useSignedIn()
  const reading = useHandover(lang)
  const { lines, ready: cartReady } = useCart()
  const ready = cartReady && !reading
  const hasLines = lines.length > 0
  // Only a customer with something to order is asked to sign in.
  useEffect(() => {
    if (ready && hasLines && !signedIn) openModal('authPhone')
  }, [ready, hasLines, signedIn])
  if (!ready) return <PageIntro lead={t('common.loading')} />
  if (!lines.length) {
    return (
      <PageIntro>
        <div className="empty">
          <p>{t('cart.empty')}</p>
          <a className="button" href={href('/menu')}>
            {t('shell.toMenu')}
          </a>
        </div>
      </PageIntro>
    )
  }
  if (!signedIn) {
    return (
      <PageIntro lead={t('checkout.signInFirst')}>
        <button type="button" className="button" onClick={() => openModal('authPhone')}>
          {t('nav.signIn')}
        </button>
      </PageIntro>
    )
  }
  return (
    <PageIntro lead={t('shell.checkoutLead')}>
      <CheckoutForm />
    </PageIntro>
  )
}
