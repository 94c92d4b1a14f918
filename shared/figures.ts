/**
 * The figures the shop's own texts (alerts, promotions) may name as {{placeholder}}, filled from the
 * data per language (server/api/catalog/figures.ts), so a text never contradicts the data.
 */
export const SHOP_FIGURES = [
  'freeDeliveryFrom',
  'welcomeBonus',
  'referralBonus',
  'reviewBonus',
  'birthdayBonus',
  'cashbackPercent',
] as const
export type ShopFigure = (typeof SHOP_FIGURES)[number]

/** The placeholders as an editor types them. */
export const FIGURE_PLACEHOLDERS = SHOP_FIGURES.map((name) => `{{${name}}}`).join(', ')

/** The figures of the offer a promotion names, filled from its data (server/api/catalog/shown-offers.ts). */
export const OFFER_FIGURES = ['offerDiscount', 'offerCode', 'offerMinimum', 'offerLastDay'] as const
export type OfferFigure = (typeof OFFER_FIGURES)[number]

export const OFFER_PLACEHOLDERS = OFFER_FIGURES.map((name) => `{{${name}}}`).join(', ')
