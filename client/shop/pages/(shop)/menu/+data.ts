import type { PageContextServer } from 'vike/types'
import { filtersParams, readFilters, unknownAllergens } from '#shared/menu-filters'
import { pageSearchAll } from '#shared/page-query'

export type MenuData = Awaited<ReturnType<typeof data>>

export async function data({ api, urlParsed, routeParams }: PageContextServer) {
  const search = pageSearchAll(urlParsed.searchAll)
  const filters = readFilters(search)
  const category = routeParams.id
  const [categories, products] = await Promise.all([
    api.get('/api/get-categories-without-products'),
    api.get('/api/products', { query: { ...filtersParams(filters), category } }),
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
