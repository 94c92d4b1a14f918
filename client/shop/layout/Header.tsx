import { usePageUrl } from '#client/renderer/page-url'
import { useSignedIn } from '#client/shop/stores/auth'
import { useCart } from '#client/shop/stores/cart'
import { useFavorites } from '#client/shop/stores/favorites'
import { openDrawer, openModal } from '#client/shop/stores/ui'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { LanguageSwitcher } from '#client/ui/LanguageSwitcher'
import { useSite } from '#client/ui/site'
import './Header.css'

export const NAV_LINKS = [
  ['/menu', 'nav.menu'],
  ['/promotions', 'nav.promotions'],
  ['/delivery', 'nav.delivery'],
  ['/contacts', 'nav.contacts'],
] as const

export function Header() {
  const { t, href } = useI18n()
  const { pathname } = usePageUrl()
  const signedIn = useSignedIn()
  const site = useSite()
  const { count } = useCart()
  const favorites = useFavorites()
  return (
    <header className="header">
      <div className="container header__bar">
        <button
          type="button"
          className="header__icon header__burger"
          aria-label={t('nav.openMenu')}
          onClick={() => openDrawer('navigation')}
        >
          <Icon name="menu" />
        </button>
        <a className="header__logo" href={href('/')}>
          <img src="/images/products/sushi.svg" alt="" width={28} height={28} />
          {site.brand}
        </a>
        <nav className="header__nav" aria-label={t('nav.mainNavigation')}>
          {NAV_LINKS.map(([path, key]) => (
            <a
              key={path}
              href={href(path)}
              aria-current={pathname.startsWith(path) ? 'page' : undefined}
            >
              {t(key)}
            </a>
          ))}
        </nav>
        <div className="header__actions">
          <LanguageSwitcher />
          <button
            type="button"
            className="header__icon header__wide-only"
            aria-label={t('nav.stores')}
            onClick={() => openDrawer('stores')}
          >
            <Icon name="store" />
          </button>
          <a
            className="header__icon header__wide-only"
            href={href('/favorites')}
            aria-label={t('nav.favoritesCount', { count: favorites.count })}
          >
            <Icon name="heart" />
            {favorites.count > 0 && <span className="header__count">{favorites.count}</span>}
          </a>
          {signedIn ? (
            <a className="header__icon" href={href('/account')} aria-label={t('nav.account')}>
              <Icon name="user" />
            </a>
          ) : (
            <button
              type="button"
              className="header__icon"
              aria-label={t('nav.signIn')}
              onClick={() => openModal('authPhone')}
            >
              <Icon name="user" />
            </button>
          )}
          <button
            type="button"
            className="header__icon"
            aria-label={t('nav.cartCount', { count })}
            onClick={() => openDrawer('cart')}
            data-testid="cart-button"
          >
            <Icon name="cart" />
            {count > 0 && (
              <span className="header__count" data-testid="cart-count">
                {count}
              </span>
            )}
          </button>
        </div>
      </div>
    </header>
  )
}
