import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'

export type PromotionData = Awaited<ReturnType<typeof data>>

export async function data({ api, routeParams }: PageContextServer) {
  try {
    const { data: promotion } = await api.get('/api/promotions/{slug}', {
      params: { slug: routeParams.slug ?? '' },
    })
    return { promotion, head: { title: promotion.title, description: promotion.summary } }
  } catch (error) {
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
}
