import { usePageUrl } from '#client/renderer/page-url'
import { useI18n } from '#client/ui/i18n'

const LINKS = [
  ['/account/orders', 'pages.orders.title'],
  ['/account/bonuses', 'pages.bonuses.title'],
  ['/account/favorites', 'pages.favorites.title'],
  ['/account/referral', 'pages.referral.title'],
  ['/account/profile', 'pages.profile.title'],
] as const

/** The account area's sections. */
export function AccountNav() {
  const { t, href } = useI18n()
  const { pathname } = usePageUrl()
  return (
    <nav className="account-nav" aria-label={t('pages.account.title')}>
      {LINKS.map(([path, key]) => (
        <a
          key={path}
          href={href(path)}
          aria-current={pathname.startsWith(path) ? 'page' : undefined}
        >
          {t(key)}
        </a>
      ))}
    </nav>
  )
}
