import { useEffect, useState } from 'react'
import { useFavorites } from '#client/shop/stores/favorites'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { ProductCard } from '#shared/contract/catalog'
import { ProductGrid } from './ProductGrid'

/** Favorites live in this browser (spec §3), so the list fills in after hydration. */
export function FavoriteProducts() {
  const { t, lang, href } = useI18n()
  const { ids, ready } = useFavorites()
  const [products, setProducts] = useState<ProductCard[] | null>(null)
  const key = ids.join(',')
  useEffect(() => {
    if (!ready) return
    if (!key) return setProducts([])
    let live = true
    browserApi(lang)
      .get('/api/products', { query: { ids: key } })
      .then(({ data }) => live && setProducts(data))
      .catch(() => live && setProducts([]))
    return () => {
      live = false
    }
  }, [key, ready, lang])
  if (products === null) return <p aria-busy="true">{t('common.loading')}</p>
  if (!products.length) {
    return (
      <div className="empty">
        <p>{t('shell.emptyFavorites')}</p>
        <a className="button" href={href('/menu')}>
          {t('shell.toMenu')}
        </a>
      </div>
    )
  }
  return <ProductGrid products={products} />
}
