import { useEffect, useState } from 'react'
import { useSignedIn } from '#client/shop/stores/auth'
import { useDeliveryChoice } from '#client/shop/stores/delivery-choice'
import { usePromoCode } from '#client/shop/stores/promo'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { BodyOf } from '#shared/api-client'
import type { CartLine } from '#shared/cart'
import type { CartQuote } from '#shared/contract/cart'

/**
 * The server's pricing of the cart with its offers as far as the cart tells (the kept promo code,
 * the way of getting it last chosen, the signed-in customer: the session cookie goes along),
 * refreshed whenever one of them changes.
 */
export function useQuote(lines: readonly CartLine[], enabled: boolean) {
  const { lang } = useI18n()
  const promoCode = usePromoCode()
  const { orderType } = useDeliveryChoice()
  const signedIn = useSignedIn()
  const [quote, setQuote] = useState<CartQuote | null>(null)
  const [failed, setFailed] = useState(false)
  // Signing in or out changes the customer the offers are priced for: the quote is asked again.
  const key = JSON.stringify({ signedIn, lines, orderType, ...(promoCode ? { promoCode } : {}) })
  useEffect(() => {
    if (!enabled) return
    let live = true
    const { signedIn: _, ...body } = JSON.parse(key) as {
      signedIn: boolean
    } & BodyOf<'/api/cart/quote'>
    browserApi(lang)
      .post('/api/cart/quote', body)
      .then(({ data }) => {
        if (!live) return
        setQuote(data)
        setFailed(false)
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [key, enabled, lang])
  return { quote, failed }
}
