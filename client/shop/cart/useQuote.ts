import { useEffect } from 'react'
import { useSignedIn } from '#client/shop/stores/auth'
import { useDeliveryChoice } from '#client/shop/stores/delivery-choice'
import { usePromoCode } from '#client/shop/stores/promo'
import { browserApi } from '#client/ui/api'
import { useServerQuote } from '#client/ui/useServerQuote'
import type { BodyOf } from '#shared/api-client'
import type { CartLine } from '#shared/cart'

/**
 * The server's pricing of the cart with its offers as far as the cart tells (the kept promo code,
 * the way of getting it last chosen, the signed-in customer: the session cookie goes along),
 * refreshed whenever one of them changes.
 */
export function useQuote(lines: readonly CartLine[], enabled: boolean) {
  const promoCode = usePromoCode()
  const { orderType } = useDeliveryChoice()
  const signedIn = useSignedIn()
  // A step or a removal is a click, not typing: asked at once.
  const { quote, error, ask } = useServerQuote(browserApi, '/api/cart/quote', { delay: 0 })
  const key = JSON.stringify({ lines, orderType, ...(promoCode ? { promoCode } : {}) })
  // Signing in or out changes the customer the offers are priced for: the quote is asked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: signedIn is a trigger, not a value read
  useEffect(() => {
    if (enabled) return ask(JSON.parse(key) as BodyOf<'/api/cart/quote'>)
  }, [key, enabled, signedIn, ask])
  return { quote, failed: error !== null }
}
