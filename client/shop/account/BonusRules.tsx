import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { BonusRules as Rules } from '#shared/schemas'
import './account.css'

/** The bonus programme in words; rewards that are switched off (zero) are not mentioned. */
export function BonusRules({ rules }: { rules: Rules }) {
  const { t, price } = useI18n()
  const { percent } = useFormats()
  const items = [
    rules.cashbackPercent > 0 &&
      t('account.bonuses.rules.cashback', { percent: percent(rules.cashbackPercent) }),
    rules.spendCapPercent > 0 &&
      t('account.bonuses.rules.spendCap', { percent: percent(rules.spendCapPercent) }),
    rules.welcomeBonus > 0 &&
      t('account.bonuses.rules.welcome', { amount: price(rules.welcomeBonus) }),
    rules.referralBonus > 0 &&
      t('account.bonuses.rules.referral', { amount: price(rules.referralBonus) }),
    rules.reviewBonus > 0 &&
      t('account.bonuses.rules.review', { amount: price(rules.reviewBonus) }),
  ].filter((item): item is string => Boolean(item))
  return (
    <ul className="bonus-rules">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
