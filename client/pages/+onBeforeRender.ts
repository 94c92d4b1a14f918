import type { PageContextServer } from 'vike/types'
import type { SiteOptions, SiteSettings } from '../../shared/schemas'

export type Site = SiteSettings & SiteOptions

/** What every layout shows: the brand, the phone and the alert banner (spec §3 site settings and options). */
export async function onBeforeRender(pageContext: PageContextServer) {
  const [{ settings }, { options }] = await Promise.all([
    pageContext.api.get<{ settings: SiteSettings }>('/api/get-options'),
    pageContext.api.get<{ options: SiteOptions }>('/api/important-update-date'),
  ])
  return { pageContext: { site: { ...settings, ...options } satisfies Site } }
}
