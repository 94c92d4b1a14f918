import { LOCALE_TAGS } from '../../../shared/locales'
import { clockTime } from '../../../shared/zone'
import { useI18n } from '../../i18n'
import { useSite } from '../../site'

/**
 * The kitchens that paused online ordering, on every storefront page: until when, and why. The
 * page cache renders anew when a pause starts or ends (the catalog's version moves).
 */
export function PauseBanner() {
  const { ordering_paused } = useSite()
  const { t, lang } = useI18n()
  if (ordering_paused.length === 0) return null
  return (
    <aside className="alert-banner pause-banner" aria-label={t('shell.pausedLabel')}>
      {ordering_paused.map((pause) => (
        <p key={pause.restaurantId} suppressHydrationWarning>
          {pause.until
            ? t('shell.pausedUntil', {
                kitchen: pause.kitchen,
                time: clockTime(pause.until, LOCALE_TAGS[lang]),
              })
            : t('shell.paused', { kitchen: pause.kitchen })}
          {pause.reason && ` ${pause.reason}`}
        </p>
      ))}
    </aside>
  )
}
