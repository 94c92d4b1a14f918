import type { BonusRules } from '#shared/contract/bonuses'
import type { ShopFigure } from '#shared/figures'
import type { Lang } from '#shared/locales'
import { formatPrice } from '#shared/money'

/**
 * The values of the figures the shop's texts may name (shared/figures.ts), e.g. "get {{reviewBonus}}
 * for a review", in `lang`. Sums are written by the one money formatter; percentages are bare
 * numbers ("{{cashbackPercent}}%").
 */
export function shopFigures(
  rules: BonusRules,
  regions: { freeDeliveryFrom: number }[],
  lang: Lang,
): Partial<Record<ShopFigure, string>> {
  return {
    cashbackPercent: String(rules.cashbackPercent),
    welcomeBonus: formatPrice(rules.welcomeBonus, lang),
    referralBonus: formatPrice(rules.referralBonus, lang),
    reviewBonus: formatPrice(rules.reviewBonus, lang),
    birthdayBonus: formatPrice(rules.birthdayBonus, lang),
    // The lowest zone's threshold: "free delivery from …" stays true in that zone.
    ...(regions.length
      ? { freeDeliveryFrom: formatPrice(Math.min(...regions.map((r) => r.freeDeliveryFrom)), lang) }
      : {}),
  }
}

/** `text` with each {{figure}} it names filled in; an unknown name stays as written. */
export function withFigures(
  text: string,
  figures: Readonly<Record<string, string | undefined>>,
): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(figures, name) ? (figures[name] ?? whole) : whole,
  )
}
