import { openDrawer } from '#client/shop/stores/ui'
import { useI18n } from '#client/ui/i18n'
import { putBackInCart } from './cart-again'
import type { OrderLine } from './types'

/** The order's lines into the cart again, and the cart open to check them out. */
export function RepeatOrderButton({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      className="button"
      onClick={() => {
        putBackInCart(lines)
        openDrawer('cart')
      }}
    >
      {t('account.order.repeat')}
    </button>
  )
}
