import type { PageContextServer } from 'vike/types'
import { isConsolePath } from '#client/console/area'
import { preloadAttentionModal } from '#client/shop/layout/Overlays'
import type { SiteOptions, SiteSettings } from '#shared/schemas'
import { dataToText } from './data-text'

export type Site = SiteSettings & SiteOptions

const WITHOUT_API: Site = {
  brand: '',
  phone: '',
  email_admin: '',
  banner: null,
  alert_message: null,
  alert_popup_message: null,
  ordering_paused: [],
}

/**
 * What every layout shows: the brand, the phone, the alert banner and the attention popup (spec §3
 * site settings and options, §4 the popup opens on load when there is a message and no cookie).
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const site = await Promise.all([
    pageContext.api.get<{ settings: SiteSettings }>('/api/get-options'),
    pageContext.api.get<{ options: SiteOptions }>('/api/important-update-date'),
  ]).then(
    ([{ settings }, { options }]): Site => ({ ...settings, ...options }),
    (error) => {
      // The error page shows even when the API it would report on is down (a 503).
      if (typeof pageContext.is404 === 'boolean') return WITHOUT_API
      throw error
    },
  )
  // The staff console has no popup.
  const attentionOnLoad =
    Boolean(site.alert_popup_message) &&
    !pageContext.attentionSeen &&
    !isConsolePath(pageContext.urlPathname)
  if (attentionOnLoad) await preloadAttentionModal()
  // Client navigation's page data is serialised right after this hook; HTML renders first (+onRenderHtml).
  if (pageContext.isClientSideNavigation) dataToText(pageContext)
  return { pageContext: { site, attentionOnLoad } }
}
