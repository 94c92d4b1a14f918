import type { ProductCard } from '#shared/contract/catalog'
import { LOCALE_TAGS } from '#shared/locales'
import { clockTime } from '#shared/zone'
import { useI18n } from './i18n'

/** A stop-listed dish: "not available", or when it is back if its stop ends by itself. */
export function SoldOut({ product }: { product: Pick<ProductCard, 'backAt'> }) {
  const { t, lang } = useI18n()
  return (
    <span className="sold-out" suppressHydrationWarning>
      {product.backAt
        ? t('product.backAt', { time: clockTime(product.backAt, LOCALE_TAGS[lang]) })
        : t('product.unavailable')}
    </span>
  )
}
