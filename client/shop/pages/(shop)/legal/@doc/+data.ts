import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'
import { LEGAL_DOCS, type LegalDoc } from '#shared/legal'

export type LegalData = Awaited<ReturnType<typeof data>>

export async function data({ api, routeParams }: PageContextServer) {
  const doc = routeParams.doc as LegalDoc
  if (!LEGAL_DOCS.includes(doc)) throw render(404)
  try {
    const { data: page } = await api.get('/api/legal/{doc}', { params: { doc } })
    return { page, head: { title: page.title, description: page.title } }
  } catch (error) {
    // Not published yet.
    if (isApiError(error, 404)) throw render(404)
    throw error
  }
}
