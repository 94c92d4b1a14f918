import { Suspense } from 'react'
import { deferredScript, useDeferred } from '#client/shop/deferred'
import { usePageApi } from '#client/shop/page-api'
import { useI18n } from '#client/ui/i18n'
import { ProductGrid } from './ProductGrid'

function Products({ tags }: { tags: string }) {
  const api = usePageApi()
  const { lang } = useI18n()
  const key = `products?tags=${tags}&lang=${lang}`
  const products = useDeferred(key, () =>
    api.get('/api/products', { query: { tags } }).then(({ data }) => data.slice(0, 8)),
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
  tags,
  title,
  id,
}: {
  /** The products of these tags (comma-separated), the first eight. */
  tags: string
  title: string
  id: string
}) {
  const { t } = useI18n()
  return (
    <section className="section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <Suspense fallback={<p aria-busy="true">{t('common.loading')}</p>}>
        <Products tags={tags} />
      </Suspense>
    </section>
  )
}
