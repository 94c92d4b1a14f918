import { usePageContext } from 'vike-react/usePageContext'
import { usePageUrl } from '#client/renderer/page-url'
import { useI18n } from '#client/ui/i18n'
import { LanguageSwitcher } from '#client/ui/LanguageSwitcher'
import { hasRole } from '#shared/staff'
import { CONSOLE_HOME, CONSOLE_NAV } from './nav'
import { SignOutButton } from './SignOutButton'
import { sectionOf } from './sections'
import './ConsoleBar.css'

const ACCOUNT_PATH = '/operator/account'

/** The console's top bar: its sections for the member's role, who is signed in, language, sign-out. */
export function ConsoleBar() {
  const { t, href } = useI18n()
  const { staff, site } = usePageContext()
  const { pathname } = usePageUrl()
  const current = sectionOf(pathname)
  return (
    <header className="console-bar">
      <a className="console-bar__brand" href={href(CONSOLE_HOME)}>
        {site?.brand} <span>{t('operator.console.title')}</span>
      </a>
      {staff && (
        <nav className="console-nav" aria-label={t('operator.console.nav.label')}>
          {CONSOLE_NAV.filter((section) => hasRole(staff.role, section.role)).map((section) => (
            <a
              key={section.path}
              href={href(section.path)}
              aria-current={current?.path === section.path ? 'page' : undefined}
            >
              {t(section.label)}
            </a>
          ))}
        </nav>
      )}
      {staff && (
        <a
          className="console-bar__who"
          href={href(ACCOUNT_PATH)}
          aria-current={pathname === ACCOUNT_PATH ? 'page' : undefined}
        >
          <span className="visually-hidden">{t('pages.console.account.title')}: </span>
          <span className="console-bar__name">{staff.name}</span>
          <span className="console-role">{t(`operator.console.role.${staff.role}`)}</span>
        </a>
      )}
      <LanguageSwitcher />
      {staff && <SignOutButton />}
    </header>
  )
}
