import { useFormats } from '#client/ui/format'
import { useI18n } from '#client/ui/i18n'
import type { BonusEntry } from './types'
import './account.css'

/** Every bonus movement, newest first: what, when, its state, the amount and its order. */
export function BonusHistory({ entries }: { entries: readonly BonusEntry[] }) {
  const { t, href } = useI18n()
  const { date, signedPrice } = useFormats()
  return (
    <ul className="bonus-history">
      {entries.map((entry) => (
        <li key={entry.id} className="bonus-entry" data-status={entry.status}>
          <div className="bonus-entry__main">
            <p className="bonus-entry__kind">{t(`account.kind.${entry.kind}`)}</p>
            <p className="bonus-entry__meta">
              <time suppressHydrationWarning dateTime={entry.createdAt}>
                {date(entry.createdAt)}
              </time>
              {/* Issue 30: pending or available is news about bonuses earned, not spent. */}
              {entry.amount > 0 && (
                <span className={`bonus-status bonus-status--${entry.status}`}>
                  {t(`account.bonusStatus.${entry.status}`)}
                </span>
              )}
              {entry.orderId !== null && (
                <a href={href(`/account/orders/${entry.orderId}`)}>
                  {t('pages.order.title', { id: entry.orderId })}
                </a>
              )}
            </p>
          </div>
          <p
            className={`bonus-entry__amount bonus-entry__amount--${entry.amount < 0 ? 'minus' : 'plus'}`}
          >
            {signedPrice(entry.amount)}
          </p>
        </li>
      ))}
    </ul>
  )
}
