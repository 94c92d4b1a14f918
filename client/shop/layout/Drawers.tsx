import { useEffect, useState } from 'react'
import { CartDrawer } from '#client/shop/cart/CartDrawer'
import InstallHint from '#client/shop/pwa/InstallHint'
import { closeDrawer, type DrawerName, openDrawer, useUi } from '#client/shop/stores/ui'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { LanguageSwitcher } from '#client/ui/LanguageSwitcher'
import { OpeningHours } from '#client/ui/OpeningHours'
import { Overlay } from '#client/ui/Overlay'
import { useSite } from '#client/ui/site'
import type { Category } from '#shared/contract/catalog'
import type { Restaurant } from '#shared/contract/places'
import { telHref } from '#shared/tel'
import ConsentBanner from './ConsentBanner'
import { NAV_LINKS } from './Header'

/** Loads a list when its drawer first opens, in the page's language. */
function useDrawerList<T>(
  name: DrawerName,
  path: '/api/get-categories-without-products' | '/api/get-restaurants',
  pick: (answer: unknown) => T[],
) {
  const { drawer } = useUi()
  const { lang } = useI18n()
  const [items, setItems] = useState<T[] | null>(null)
  const open = drawer === name
  useEffect(() => {
    if (!open) return
    browserApi(lang)
      .get(path)
      .then((answer) => setItems(pick(answer)))
      .catch(() => setItems([]))
  }, [open, lang, path, pick])
  return { open, items }
}

const pickData = (answer: unknown) => (answer as { data: Restaurant[] }).data
const pickCategories = (answer: unknown) => answer as Category[]

function NavigationDrawer() {
  const { t, href } = useI18n()
  const { drawer } = useUi()
  const site = useSite()
  const close = () => closeDrawer('navigation')
  return (
    <Overlay
      open={drawer === 'navigation'}
      onClose={close}
      title={site.brand}
      kind="drawer"
      side="left"
      testId="navigation-drawer"
    >
      <nav className="drawer-nav" aria-label={t('nav.mainNavigation')}>
        <a href={href('/')} onClick={close}>
          {t('nav.home')}
        </a>
        {NAV_LINKS.map(([path, key]) => (
          <a key={path} href={href(path)} onClick={close}>
            {t(key)}
          </a>
        ))}
        <a href={href('/favorites')} onClick={close}>
          {t('nav.favorites')}
        </a>
        {/* The category list and the restaurants: on a phone the header has no room for them. */}
        <button type="button" onClick={() => openDrawer('menu')}>
          {t('menu.categories')}
        </button>
        <button type="button" onClick={() => openDrawer('stores')}>
          {t('nav.stores')}
        </button>
      </nav>
      <LanguageSwitcher />
      <p>
        {t('footer.orderByPhone')}: <a href={telHref(site.phone)}>{site.phone}</a>
      </p>
    </Overlay>
  )
}

function MenuDrawer() {
  const { t, href } = useI18n()
  const { open, items } = useDrawerList(
    'menu',
    '/api/get-categories-without-products',
    pickCategories,
  )
  const close = () => closeDrawer('menu')
  return (
    <Overlay
      open={open}
      onClose={close}
      title={t('nav.menu')}
      kind="drawer"
      side="left"
      testId="menu-drawer"
    >
      <nav className="drawer-nav" aria-label={t('menu.categories')}>
        {(items ?? []).map((c) => (
          <a key={c.id} href={href(`/menu/${c.slug}`)} onClick={close}>
            {c.name}
          </a>
        ))}
      </nav>
    </Overlay>
  )
}

function StoresDrawer() {
  const { t } = useI18n()
  const { open, items } = useDrawerList('stores', '/api/get-restaurants', pickData)
  return (
    <Overlay
      open={open}
      onClose={() => closeDrawer('stores')}
      title={t('nav.stores')}
      kind="drawer"
      testId="stores-drawer"
    >
      {items === null ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : (
        items.map((r) => (
          <article key={r.id} className="store">
            <h3>{r.name}</h3>
            <p>{r.address}</p>
            <p>
              <a href={telHref(r.phone)}>{r.phone}</a>
            </p>
            <OpeningHours hours={r.hours} />
          </article>
        ))
      )}
    </Overlay>
  )
}

/** Also the analytics consent banner and the install hint: they load with them, after the page answers taps. */
export default function Drawers() {
  return (
    <>
      <NavigationDrawer />
      <MenuDrawer />
      <CartDrawer />
      <StoresDrawer />
      <ConsentBanner />
      <InstallHint />
    </>
  )
}
