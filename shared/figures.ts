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
