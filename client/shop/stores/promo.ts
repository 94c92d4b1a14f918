import { proxy } from 'valtio/vanilla'
import { onStoredChange, readStored, writeStored } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'

// The promo code the cart goes to checkout with: typed there, or opened from a link `?promo=CODE`.
// Its own module, started after hydration: only the cart drawer and the checkout read it.
const PROMO_KEY = 'hanami:promo'
const promo = proxy({ code: '' })
const reloadPromo = () => {
  const stored = readStored(PROMO_KEY)
  promo.code = typeof stored === 'string' ? stored : ''
}

/** Browser only, after hydration: the kept code, and the one a link brought along, if any. */
export function startPromo() {
  reloadPromo()
  onStoredChange(PROMO_KEY, reloadPromo)
  const linked = new URLSearchParams(window.location.search).get('promo')
  if (linked?.trim()) keepPromoCode(linked)
}

/** Keeps a code for the checkout (the server says whether it applies); '' forgets it. */
export function keepPromoCode(code: string) {
  promo.code = code.trim().slice(0, 40)
  writeStored(PROMO_KEY, promo.code)
}

export function usePromoCode() {
  return useStore(promo).code
}
