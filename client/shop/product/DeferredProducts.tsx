import { Suspense } from 'react'
import { deferredScript, useDeferred } from '#client/shop/deferred'
import { usePageApi } from '#client/shop/page-api'
import { useI18n } from '#client/ui/i18n'
import type { ProductCard } from '#shared/schemas'
import { ProductGrid } from './ProductGrid'

function Products({ query }: { query: string }) {
  const api = usePageApi()
  const { lang } = useI18n()
  const key = `products?${query}&lang=${lang}`
  const products = useDeferred(key, () =>
    api.get<{ data: ProductCard[] }>(`/api/products?${query}`).then(({ data }) => data.slice(0, 8)),
  )
  return (
    <>
      <ProductGrid products={products} />
      <script {...deferredScript(key, products)} />
    </>
  )
}

/**
 * A product section below the fold: the page is sent before its data is ready and the section
 * streams in when it is (the only place the storefront streams; the rest renders in one piece).
 */
export function DeferredProducts({
  query,
  title,
  id,
}: {
  query: string
  title: string
  id: string
}) {
  const { t } = useI18n()
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
        <Products query={query} />
      </Suspense>
    </section>
  )
}
