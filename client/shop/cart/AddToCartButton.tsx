import { addDishToCart } from '#client/shop/stores/cart'
import { Icon } from '#client/ui/Icon'
import { useI18n } from '#client/ui/i18n'
import { SoldOut } from '#client/ui/SoldOut'
import type { ProductCard } from '#shared/contract/catalog'

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
      // A card hydrated as the server drew it has no handler of its own: its grid finds the button by this.
      data-add-to-cart=""
      onClick={() => addDishToCart(product)}
    >
      <Icon name="plus" size={18} />
      {t('product.addShort')}
    </button>
  )
}
