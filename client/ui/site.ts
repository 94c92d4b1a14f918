import { usePageContext } from 'vike-react/usePageContext'
import type { SiteOptions, SiteSettings } from '#shared/contract/site'

/** What every page knows of the shop: its settings and its options (alerts, pauses). */
export type Site = SiteSettings & SiteOptions

/** No site yet: an error page whose API call failed. */
export const NO_SITE: Site = {
  brand: '',
  phone: '',
  email_admin: '',
  banner: null,
  birthdayGift: null,
  trader: null,
  alert_message: null,
  alert_popup_message: null,
  ordering_paused: [],
  ordering_closed: null,
  order_offers: [],
}

/** The site settings and options of the page; empty on an error page whose API call failed. */
export function useSite(): Site {
  return usePageContext().site ?? NO_SITE
}
