import type { PageContextServer } from 'vike/types'
import { isConsolePath } from '#client/console/area'
import { preloadAttentionModal } from '#client/shop/layout/Overlays'
import { NO_SITE, type Site } from '#client/ui/site'
import { dataToText } from './data-text'

/**
 * What every layout shows: the brand, the phone, the alert banner and the attention popup (spec §3
 * site settings and options, §4 the popup opens on load when there is a message and no cookie).
 */
export async function onBeforeRender(pageContext: PageContextServer) {
  const site = await Promise.all([
    pageContext.api.get('/api/get-options'),
    pageContext.api.get('/api/important-update-date'),
  ]).then(
    ([{ settings }, { options }]): Site => ({ ...settings, ...options }),
    (error) => {
      // The error page shows even when the API it would report on is down (a 503).
      if (typeof pageContext.is404 === 'boolean') return NO_SITE
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
