import { useData } from 'vike-react/useData'
import { ReferralLink } from '#client/shop/account/LinkToShare'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { useI18n } from '#client/ui/i18n'
import type { ReferralData } from './+data'

export default function Page() {
  const { link, invited, earned, referralBonus } = useData<ReferralData>()
  const { t, tp, price } = useI18n()
  return (
    <PageIntro lead={t('account.referral.how', { amount: price(referralBonus) })}>
      <ReferralLink link={link} />
      <section className="section" aria-labelledby="referral-results-title">
        <h2 id="referral-results-title">{t('account.referral.results')}</h2>
        <ul className="referral-stats">
          <li className="card referral-stats__item">{tp('account.referral.invited', invited)}</li>
          <li className="card referral-stats__item">
            {t('account.referral.earned', { amount: price(earned) })}
          </li>
        </ul>
      </section>
    </PageIntro>
  )
}
