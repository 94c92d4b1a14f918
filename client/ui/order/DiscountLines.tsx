import { useI18n } from '#client/ui/i18n'
import type { AppliedOffer } from '#shared/offers'
import './order.css'

/** An order's offers as lines of its totals (inside a `<dl>`): each named, with its code and amount. */
export function DiscountLines({ offers }: { offers: readonly AppliedOffer[] }) {
  const { lang, price } = useI18n()
  return offers.map((offer) => (
    <div key={offer.offerId} className="discount-line" data-testid="discount-line">
      <dt>{offer.code ? `${offer.name[lang]} · ${offer.code}` : offer.name[lang]}</dt>
      <dd>−{price(offer.amount)}</dd>
    </div>
  ))
}
