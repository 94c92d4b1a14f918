import { usePageContext } from 'vike-react/usePageContext'
import { useI18n } from '../../i18n'
import { Icon } from '../ui/Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import './Header.css'

const LINKS = [
  ['/menu', 'nav.menu'],
  ['/promotions', 'nav.promotions'],
  ['/delivery', 'nav.delivery'],
  ['/contacts', 'nav.contacts'],
] as const

export function Header() {
  const { t, href } = useI18n()
  const { urlPathname, signedIn } = usePageContext()
  return (
    <header className="header">
      <div className="container header__bar">
        <a className="header__logo" href={href('/')}>
          <span aria-hidden="true">🍣</span> {t('brand')}
        </a>
        <nav className="header__nav" aria-label={t('nav.mainNavigation')}>
          {LINKS.map(([path, key]) => (
            <a
              key={path}
              href={href(path)}
              aria-current={urlPathname.startsWith(path) ? 'page' : undefined}
            >
              {t(key)}
            </a>
          ))}
        </nav>
        <div className="header__actions">
          <LanguageSwitcher />
          <a className="header__icon" href={href('/favorites')} aria-label={t('nav.favorites')}>
            <Icon name="heart" />
          </a>
          <a
            className="header__icon"
            href={href(signedIn ? '/account' : '/?signin=1')}
            aria-label={signedIn ? t('nav.account') : t('nav.signIn')}
          >
            <Icon name="user" />
          </a>
          <a className="header__icon" href={href('/checkout')} aria-label={t('nav.cart')}>
            <Icon name="cart" />
          </a>
        </div>
      </div>
    </header>
  )
}
