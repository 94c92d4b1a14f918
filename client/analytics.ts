import { parse } from 'cookie'

type DataLayerEvent = Record<string, unknown> & { event: string }

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[]
  }
}

export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
] as const

/** Spec §3, §7: the utm_* cookies ride along with every analytics event. */
function utm(): Record<string, string> {
  const jar = parse(document.cookie)
  return Object.fromEntries(UTM_KEYS.flatMap((key) => (jar[key] ? [[key, jar[key]]] : [])))
}

export function track(event: DataLayerEvent) {
  window.dataLayer ??= []
  window.dataLayer.push({ ...event, ...utm() })
}

function deviceType(): string {
  if (/Mobi|Android|iPhone/i.test(navigator.userAgent)) return 'mobile'
  if (/iPad|Tablet/i.test(navigator.userAgent)) return 'tablet'
  return 'desktop'
}

function browser(): string {
  const ua = navigator.userAgent
  const match = /(Edg|OPR|Firefox|Chrome|Safari)\/([\d.]+)/.exec(ua)
  return match ? `${match[1]} ${match[2]}` : ua.slice(0, 60)
}

/** Spec §7: the error page reports what it can about the visitor's situation. */
export function trackException(errorMessage: string) {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } })
    .connection
  const navigation = performance.getEntriesByType('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined
  track({
    event: 'exception',
    page_url: location.href,
    referrer: document.referrer,
    load_time: navigation
      ? Math.round(navigation.loadEventEnd || navigation.domContentLoadedEventEnd)
      : null,
    error_message: errorMessage,
    device_type: deviceType(),
    connection_type: connection?.effectiveType ?? 'unknown',
    language: navigator.language,
    screen_resolution: `${screen.width}x${screen.height}`,
    browser: browser(),
  })
}
