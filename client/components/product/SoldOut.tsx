import type { ProductCard } from '../../../shared/schemas'
import { useI18n } from '../../i18n'
import { useFormats } from '../account/format'

/** A stop-listed dish: "not available", or when it is back if its stop ends by itself. */
export function SoldOut({ product }: { product: Pick<ProductCard, 'backAt'> }) {
  const { t } = useI18n()
  const { time } = useFormats()
  return (
    <span className="sold-out" suppressHydrationWarning>
      {product.backAt
        ? t('product.backAt', { time: time(product.backAt) })
        : t('product.unavailable')}
    </span>
  )
}
