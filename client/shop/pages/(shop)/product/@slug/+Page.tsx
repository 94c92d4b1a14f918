import { useEffect } from 'react'
import { useData } from 'vike-react/useData'
import { trackEcommerce } from '#client/shop/analytics'
import { addProductLine } from '#client/shop/product/add-line'
import { FavoriteButton } from '#client/shop/product/FavoriteButton'
import { OfferPrice } from '#client/shop/product/OfferPrice'
import { ProductFacts } from '#client/shop/product/ProductFacts'
import { ProductGrid } from '#client/shop/product/ProductGrid'
import { RecentlyViewed } from '#client/shop/product/RecentlyViewed'
import { TagBadges } from '#client/shop/product/TagBadges'
import { recordView } from '#client/shop/stores/viewed'
import { AllergenList } from '#client/ui/allergens/Allergens'
import { useI18n } from '#client/ui/i18n'
import { ModifierPicker } from '#client/ui/ModifierPicker'
import { Picture } from '#client/ui/Picture'
import type { ProductData } from './+data'
import './product.css'

export default function Page() {
  const { product } = useData<ProductData>()
  const { t, href } = useI18n()
  useEffect(() => {
    recordView(product.id)
    trackEcommerce('view_item', [
      {
        id: product.id,
        name: product.name,
        price: product.price,
        quantity: 1,
        category: product.categoryName,
      },
    ])
  }, [product])
  return (
    <>
      <nav className="breadcrumbs" aria-label={t('product.breadcrumbs')}>
        <a href={href('/menu')}>{t('nav.menu')}</a>
        <span aria-hidden="true">/</span>
        <a href={href(`/menu/${product.categorySlug}`)}>{product.categoryName}</a>
      </nav>
      <article className="product">
        <div className="product__picture">
          <Picture
            image={product.image}
            placeholder={product.placeholder}
            alt={product.name}
            sizes="(min-width: 1200px) 560px, (min-width: 769px) 50vw, 100vw"
            priority
          />
          <TagBadges tags={product.tags} offer={product.offer} />
          <FavoriteButton id={product.id} name={product.name} />
        </div>
        <div className="product__info">
          <h1>{product.name}</h1>
          {/* The price by the name: on a wide screen the add button is far below. */}
          <p className="product__price">
            <OfferPrice price={product.price} offer={product.offer} />
          </p>
          {/* The offer's name and its conditions (a minimum, pickup only): the card has no room. */}
          {product.offer && <p className="product__offer">{product.offer.name}</p>}
          <ProductFacts product={product} />
          <h2 className="product__subtitle">{t('product.composition')}</h2>
          <p>{product.description}</p>
          <h2 className="product__subtitle">{t('allergens.title')}</h2>
          <AllergenList allergens={product.allergens} />
          <ModifierPicker product={product} onAdd={(line) => addProductLine(product, line)} />
        </div>
      </article>
      {product.related.length > 0 && (
        <section className="section" aria-labelledby="related-title">
          <h2 id="related-title">{t('product.related')}</h2>
          <ProductGrid products={product.related} />
        </section>
      )}
      <RecentlyViewed exclude={product.id} />
    </>
  )
}
