import type { PageContextServer } from 'vike/types'
import { filtersQuery, readFilters, unknownAllergens } from '#shared/menu-filters'
import { pageSearchAll } from '#shared/page-query'
import type { Category, ProductCard } from '#shared/schemas'

export type MenuData = Awaited<ReturnType<typeof data>>

export async function data({ api, urlParsed, routeParams }: PageContextServer) {
  const search = pageSearchAll(urlParsed.searchAll)
  const filters = readFilters(search)
  const query = filtersQuery(filters)
  const category = routeParams.id
  const separator = query ? '&' : '?'
  const [categories, products] = await Promise.all([
    api.get<Category[]>('/api/get-categories-without-products'),
    api.get<{ data: ProductCard[] }>(
      `/api/products${query}${category ? `${separator}category=${encodeURIComponent(category)}` : ''}`,
    ),
  ])
  const current = category
    ? categories.find((c) => c.slug === category || String(c.id) === category)
    : undefined
  return {
    categories,
    filters,
    unknownAllergens: unknownAllergens(search),
    current: current ?? null,
    sections: (current ? [current] : categories).map((c) => ({
      ...c,
      products: products.data.filter((p) => p.categoryId === c.id),
    })),
  }
}
