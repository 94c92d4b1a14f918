import type { Lang } from '../../../shared/locales'
import { formatPrice } from '../../../shared/money'
import type { BonusRules } from '../../../shared/schemas'

/**
 * The figures the shop's own texts (alerts, promotions) may name by placeholder, e.g. "get
 * {{reviewBonus}} for a review", taken from the data so a text never contradicts it (issue 18).
 * Sums are written by the one money formatter; percentages are bare numbers ("{{cashbackPercent}}%").
 */
export function shopFigures(
  rules: BonusRules,
  regions: { freeDeliveryFrom: number }[],
  lang: Lang,
): Record<string, string> {
  return {
    cashbackPercent: String(rules.cashbackPercent),
    welcomeBonus: formatPrice(rules.welcomeBonus, lang),
    referralBonus: formatPrice(rules.referralBonus, lang),
    reviewBonus: formatPrice(rules.reviewBonus, lang),
    // The lowest zone's threshold: "free delivery from …" stays true in that zone.
    ...(regions.length
      ? { freeDeliveryFrom: formatPrice(Math.min(...regions.map((r) => r.freeDeliveryFrom)), lang) }
      : {}),
  }
}

/** `text` with each {{figure}} it names filled in; an unknown name stays as written. */
export function withFigures(text: string, figures: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => figures[name] ?? whole)
}
