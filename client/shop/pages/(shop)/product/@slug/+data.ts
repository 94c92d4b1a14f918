import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'
import type { Product } from '#shared/contract/catalog'
import { localizePath } from '#shared/locales'

export type ProductData = Awaited<ReturnType<typeof data>>

export async function data({ api, routeParams, locale }: PageContextServer) {
  const ref = routeParams.slug ?? ''
  let product: Product
  try {
    product = (await api.get('/api/products/{ref}', { params: { ref } })).data
  } catch (error) {
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
  // /product/{id} is the same product: one URL per product, the slug (issue "storefront").
  if (product.slug !== ref) throw redirect(localizePath(`/product/${product.slug}`, locale), 301)
  const { names: _names, ...shown } = product
  return {
    product: shown,
    head: {
      title: product.name,
      description: product.description,
      image: `/api/share/${locale}/products/${product.slug}.jpg`,
    },
  }
}
