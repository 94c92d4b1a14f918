import { useI18n } from '#client/ui/i18n'
import type { ProductCard } from '#shared/contract/catalog'

/** Weight, pieces or volume: what the customer gets for the price. */
export function ProductFacts({ product }: { product: ProductCard }) {
  const { t, tp } = useI18n()
  return (
    <p className="product-facts">
      {product.pieces ? <span>{tp('product.pieces', product.pieces)}</span> : null}
      {product.weightGrams ? (
        <span>{t('product.grams', { value: product.weightGrams })}</span>
      ) : null}
      {product.volumeMl ? (
        <span>
          {product.volumeMl >= 1000
            ? t('product.liters', { value: product.volumeMl / 1000 })
            : t('product.milliliters', { value: product.volumeMl })}
        </span>
      ) : null}
    </p>
  )
}
