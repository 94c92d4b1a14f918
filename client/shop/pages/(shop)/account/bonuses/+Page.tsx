import { useData } from 'vike-react/useData'
import { BonusHistory } from '#client/shop/account/BonusHistory'
import { BonusRules } from '#client/shop/account/BonusRules'
import { EmptyState } from '#client/shop/account/EmptyState'
import { PageIntro } from '#client/shop/layout/PageIntro'
import { useI18n } from '#client/ui/i18n'
import type { BonusesData } from './+data'

export default function Page() {
  const { balance, pending, rules, history } = useData<BonusesData>()
  const { t, price } = useI18n()
  return (
    <PageIntro>
      <section className="card bonus-balance" aria-labelledby="bonus-balance-title">
        <h2 id="bonus-balance-title" className="bonus-balance__label">
          {t('account.bonuses.balance')}
        </h2>
        <p className="bonus-balance__amount" data-testid="bonus-balance">
          {price(balance)}
        </p>
        <p className="bonus-balance__pending">
          {t('account.bonuses.pending', { amount: price(pending) })}
          <span>{t('account.bonuses.pendingHint')}</span>
        </p>
      </section>
      <section className="section" aria-labelledby="bonus-rules-title">
        <h2 id="bonus-rules-title">{t('account.bonuses.rulesTitle')}</h2>
        <BonusRules rules={rules} />
      </section>
      <section className="section" aria-labelledby="bonus-history-title">
        <h2 id="bonus-history-title">{t('account.bonuses.history')}</h2>
        {history.length > 0 ? (
          <BonusHistory entries={history} />
        ) : (
          <EmptyState text={t('shell.emptyBonuses')} />
        )}
      </section>
    </PageIntro>
  )
}
