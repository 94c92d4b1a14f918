import { useEffect, useState } from 'react'
import { useViewed } from '#client/shop/stores/viewed'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import type { ProductCard } from '#shared/contract/catalog'
import { ProductGrid } from './ProductGrid'

/** The viewed list lives in this browser only, so it is filled in after hydration. */
export function RecentlyViewed({ exclude }: { exclude?: number }) {
  const { t, lang } = useI18n()
  const { ids, ready } = useViewed()
  const [products, setProducts] = useState<ProductCard[]>([])
  const wanted = ids.filter((id) => id !== exclude)
  const key = wanted.join(',')
  useEffect(() => {
    if (!ready || !key) return setProducts([])
    let live = true
    browserApi(lang)
      .get('/api/products', { query: { ids: key } })
      .then(({ data }) => {
        const byId = new Map(data.map((p) => [p.id, p]))
        if (live) setProducts(key.split(',').flatMap((id) => byId.get(Number(id)) ?? []))
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [key, ready, lang])
  if (!products.length) return null
  return (
    <section className="section" aria-labelledby="viewed-title" data-testid="recently-viewed">
      <h2 id="viewed-title">{t('product.recentlyViewed')}</h2>
      <ProductGrid products={products} />
    </section>
  )
}
