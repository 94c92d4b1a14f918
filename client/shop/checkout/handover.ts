import { useEffect, useState } from 'react'
import { authApi } from '#client/shop/stores/auth'
import { replaceCart } from '#client/shop/stores/cart'
import { chooseDelivery } from '#client/shop/stores/delivery-choice'
import { keepPromoCode } from '#client/shop/stores/promo'
import type { Handover } from '#shared/contract/assistant'
import { localTime, restaurantDay } from '#shared/hours'
import type { Lang } from '#shared/locales'
import { writeDraft } from './draft'

// An assistant's checkout link (issue 38): `/checkout?handover=TOKEN` fills the cart and the
// choices it priced; the customer signs in and pays as usual. The token goes along with the order,
// which marks it as the assistant's.
const KEY = 'hanami:handover'

/** The hand-over this tab opened, if any, for the order request. */
export function handoverToken(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined
  } catch {
    return undefined
  }
}

export function forgetHandover() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {}
}

/** The picker's fields for the link's time: ASAP, or the day and minutes of its slot (Sofia's). */
function when(time: string) {
  if (time === 'asap') return { when: 'asap' as const }
  const moment = new Date(time)
  return { when: 'later' as const, date: restaurantDay(moment), minutes: localTime(moment).minutes }
}

function apply(token: string, { lines, choices }: Handover) {
  replaceCart(lines)
  chooseDelivery({ orderType: choices.orderType, regionId: choices.regionId })
  keepPromoCode(choices.promoCode ?? '')
  writeDraft({
    form: {
      orderType: choices.orderType,
      regionId: choices.regionId,
      restaurantId: choices.restaurantId,
      ...when(choices.time),
    },
    placeAfterSignIn: false,
  })
  try {
    sessionStorage.setItem(KEY, token)
  } catch {}
}

/** Applies the link's hand-over once; true while it is being read. */
export function useHandover(lang: Lang): boolean {
  const [token] = useState(() =>
    typeof window === 'undefined'
      ? null
      : new URLSearchParams(window.location.search).get('handover'),
  )
  const [reading, setReading] = useState(token !== null)
  useEffect(() => {
    if (!token) return
    authApi(lang)
      .get('/api/handovers/{token}', { params: { token } })
      .then(({ data }) => apply(token, data))
      // An expired link opens the checkout with whatever the cart holds.
      .catch(() => forgetHandover())
      .finally(() => {
        const url = new URL(window.location.href)
        url.searchParams.delete('handover')
        window.history.replaceState(window.history.state, '', url)
        setReading(false)
      })
  }, [token, lang])
  return reading
}
