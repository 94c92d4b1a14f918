import { keepPromoCode } from '#client/shop/stores/promo'
import { useI18n } from '#client/ui/i18n'

/**
 * A promotion's way to its running offer: the menu, with the offer's code (if it has one) kept for
 * the checkout. The link's `?promo=` keeps it without JavaScript too; the click keeps it at once,
 * as a navigation inside the shop reads no link.
 */
export function OrderWithOffer({ code }: { code: string | null }) {
  const { t, href } = useI18n()
  const menu = href('/menu')
  return (
    <a
      className="button"
      href={code ? `${menu}?promo=${encodeURIComponent(code)}` : menu}
      onClick={code ? () => keepPromoCode(code) : undefined}
    >
      {t('promotions.orderWithOffer')}
    </a>
  )
}
