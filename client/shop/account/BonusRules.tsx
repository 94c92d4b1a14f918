import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { BonusRules as Rules } from '#shared/contract/bonuses'
import './account.css'

/** The bonus programme in words; rewards that are switched off (zero) are not mentioned. */
export function BonusRules({ rules }: { rules: Rules }) {
  const { t, tp, price } = useI18n()
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
    rules.birthdayBonus > 0 &&
      (rules.birthdayDays > 0
        ? tp('account.bonuses.rules.birthday', rules.birthdayDays, {
            amount: price(rules.birthdayBonus),
          })
        : t('account.bonuses.rules.birthdayOnTheDay', { amount: price(rules.birthdayBonus) })),
  ].filter((item): item is string => Boolean(item))
  return (
    <ul className="bonus-rules">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}
