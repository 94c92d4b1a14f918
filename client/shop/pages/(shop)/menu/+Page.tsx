import { Suspense } from 'react'
import { useData } from 'vike-react/useData'
import { CategoryChips } from '#client/shop/product/CategoryChips'
import { MenuFiltersBar } from '#client/shop/product/MenuFiltersBar'
import { OrderOffers } from '#client/shop/product/OrderOffers'
import { ProductGrid } from '#client/shop/product/ProductGrid'
import { useI18n } from '#client/ui/i18n'
import type { MenuData } from './+data'
import './menu.css'

export default function Page() {
  const { categories, sections, filters, unknownAllergens, current } = useData<MenuData>()
  const { t } = useI18n()
  const shown = sections.filter((s) => s.products.length)
  return (
    <>
      <h1>{current ? current.name : t('pages.menu.title')}</h1>
      {current?.description && <p className="lead">{current.description}</p>}
      <OrderOffers />
      <div className="menu-bar">
        <CategoryChips categories={categories} anchors={!current} current={current?.slug} />
        <MenuFiltersBar filters={filters} />
      </div>
      {unknownAllergens.map((name) => (
        <p key={name} className="menu-notice" role="note">
          {t('menu.unknownAllergen', { name })}
        </p>
      ))}
      {shown.length === 0 && <p className="empty">{t('menu.nothingFound')}</p>}
      {shown.map((section, index) => (
        <section
          key={section.id}
          id={section.slug}
          className="menu-section"
          aria-labelledby={`section-${section.id}`}
        >
          {current ? null : <h2 id={`section-${section.id}`}>{section.name}</h2>}
          {current ? (
            <h2 id={`section-${section.id}`} className="visually-hidden">
              {section.name}
            </h2>
          ) : null}
          {/* A boundary per section: the browser hydrates them one by one and gets a turn between
              (eighty cards in one piece were one long task). Nothing here suspends. */}
          <Suspense>
            <ProductGrid products={section.products} eager={index === 0 ? 4 : 0} />
          </Suspense>
        </section>
      ))}
    </>
  )
}
