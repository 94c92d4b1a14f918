import { usePageContext } from 'vike-react/usePageContext'
import type { Site } from '#client/renderer/+onBeforeRender'

const UNKNOWN: Site = {
  brand: '',
  phone: '',
  email_admin: '',
  banner: null,
  alert_message: null,
  alert_popup_message: null,
  ordering_paused: [],
}

/** The site settings and options of the page; empty on an error page whose API call failed. */
export function useSite(): Site {
  return usePageContext().site ?? UNKNOWN
}
