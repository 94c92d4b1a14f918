import type { ProductCard } from '../../../shared/schemas'
import { useI18n } from '../../i18n'
import { addToCart } from '../../stores/cart'
import { SoldOut } from '../product/SoldOut'
import { Icon } from '../ui/Icon'

/** Products with modifiers are chosen on their page; the rest go straight into the cart. */
export function AddToCartButton({ product }: { product: ProductCard }) {
  const { t, href } = useI18n()
  if (!product.available) {
    return <SoldOut product={product} />
  }
  if (product.hasModifiers) {
    return (
      <a
        className="button button--small"
        href={href(`/product/${product.slug}`)}
        aria-label={t('product.choose', { name: product.name })}
      >
        {t('product.chooseShort')}
      </a>
    )
  }
  return (
    <button
      type="button"
      className="button button--small"
      aria-label={t('product.add', { name: product.name })}
      onClick={() => {
        addToCart({ id: product.id, quantity: 1, currentPrice: product.price, modifiers: [] })
        // Analytics is not part of the first load: the click brings it (or finds it loaded).
        void import('../../analytics').then(({ trackEcommerce }) =>
          trackEcommerce('add_to_cart', [
            { id: product.id, name: product.name, price: product.price, quantity: 1 },
          ]),
        )
      }}
    >
      <Icon name="plus" size={18} />
      {t('product.addShort')}
    </button>
  )
}
