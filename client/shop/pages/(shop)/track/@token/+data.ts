import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'
import { ShareToken } from '#shared/contract/shares'
import { translate } from '#shared/i18n'

export type TrackData = Awaited<ReturnType<typeof data>>

/** A shared order by its link's token; a revoked, expired or unknown link is a 404 page. */
export async function data({ api, routeParams, locale }: PageContextServer) {
  const token = routeParams.token ?? ''
  if (!ShareToken.safeParse(token).success) throw render(404)
  try {
    const { data: order } = await api.get('/api/shared-orders/{token}', { params: { token } })
    return {
      order,
      head: {
        title: translate(locale, 'pages.track.title', { id: order.id }),
        description: translate(locale, 'pages.track.description'),
      },
    }
  } catch (error) {
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
}
