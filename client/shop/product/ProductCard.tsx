import { AddToCartButton } from '#client/shop/cart/AddToCartButton'
import { AllergenIcons } from '#client/ui/allergens/AllergenIcons'
import { useI18n } from '#client/ui/i18n'
import { Picture } from '#client/ui/Picture'
import type { ProductCard as Card } from '#shared/contract/catalog'
import { FavoriteButton } from './FavoriteButton'
import { OfferPrice } from './OfferPrice'
import { ProductFacts } from './ProductFacts'
import { TagBadges } from './TagBadges'
import './ProductCard.css'

// Two columns on a phone (16 px page padding each side, a 12 px gap: global.css, ProductCard.css);
// cards of about 230 to 300 px from the tablet up.
const CARD_SIZES = '(min-width: 769px) 300px, calc(50vw - 22px)'

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const { href } = useI18n()
  const url = href(`/product/${product.slug}`)
  return (
    <article
      className={[
        'product-card',
        eager && 'product-card--first',
        !product.available && 'product-card--stopped',
      ]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={`product-${product.id}`}
    >
      <div className="product-card__picture">
        {/* The first cards hold the page's largest paint: fetched first, painted with the text. */}
        <Picture
          image={product.image}
          placeholder={product.placeholder}
          alt=""
          sizes={CARD_SIZES}
          priority={eager}
        />
        <TagBadges tags={product.tags} offer={product.offer} />
      </div>
      <FavoriteButton id={product.id} name={product.name} />
      <div className="product-card__body">
        <h3 className="product-card__name" id={`product-${product.id}`}>
          <a href={url}>{product.name}</a>
        </h3>
        <ProductFacts product={product} />
        <AllergenIcons allergens={product.allergens} />
        <p className="product-card__description">{product.description}</p>
      </div>
      <div className="product-card__buy">
        <OfferPrice price={product.price} offer={product.offer} className="product-card__price" />
        <AddToCartButton product={product} />
      </div>
    </article>
  )
}
