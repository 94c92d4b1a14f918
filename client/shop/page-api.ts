import { usePageContext } from 'vike-react/usePageContext'
import { browserApi } from '#client/ui/api'
import type { ApiClient } from '#shared/api-client'

/**
 * The API as a component sees it: in-process (or over HTTP) during SSR, same-origin in the browser.
 * For data a page streams in later behind Suspense.
 */
export function usePageApi(): ApiClient {
  const pageContext = usePageContext()
  if (import.meta.env.SSR) return (pageContext as unknown as { api: ApiClient }).api
  return browserApi(pageContext.locale)
}
