import type { ProductCard as Card } from '../../../shared/schemas'
import { useI18n } from '../../i18n'
import { AddToCartButton } from '../cart/AddToCartButton'
import { AllergenIcons } from './AllergenIcons'
import { FavoriteButton } from './FavoriteButton'
import { ProductFacts } from './ProductFacts'
import { TagBadges } from './TagBadges'
import './ProductCard.css'

export function ProductCard({ product, eager = false }: { product: Card; eager?: boolean }) {
  const { href, price } = useI18n()
  const url = href(`/product/${product.slug}`)
  return (
    <article
      className={eager ? 'product-card product-card--first' : 'product-card'}
      aria-labelledby={`product-${product.id}`}
    >
      <div className="product-card__picture">
        {/* The first cards hold the page's largest paint: fetched first, painted with the text. */}
        <img
          src={product.image}
          alt=""
          width={160}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding={eager ? undefined : 'async'}
        />
      </div>
      <TagBadges tags={product.tags} />
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
        <span className="product-card__price">{price(product.price)}</span>
        <AddToCartButton product={product} />
      </div>
    </article>
  )
}
