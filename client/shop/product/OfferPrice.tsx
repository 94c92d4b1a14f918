import { useI18n } from '#client/ui/i18n'
import type { CardOffer } from '#shared/contract/catalog'

/** A dish's price, or the price after its running offer with the old one struck beside it. */
export function OfferPrice({
  price: full,
  offer,
  className = '',
}: {
  price: number
  offer: CardOffer | null
  className?: string
}) {
  const { t, price } = useI18n()
  if (offer?.price == null) return <span className={className}>{price(full)}</span>
  return (
    <span className={`${className} offer-price`.trim()}>
      <span className="offer-price__new">{price(offer.price)}</span>{' '}
      <s className="offer-price__old">
        <span className="visually-hidden">{t('offers.shown.oldPrice')} </span>
        {price(full)}
      </s>
    </span>
  )
}
