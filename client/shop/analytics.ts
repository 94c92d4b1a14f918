import { readCookie, writeCookie } from '#client/ui/cookies'

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

/** Spec §3, §7: the utm_* values (of this landing, else the cookies) ride along with every event. */
function utm(): Record<string, string> {
  const landing = new URLSearchParams(location.search)
  return Object.fromEntries(
    UTM_KEYS.flatMap((key) => {
      const value = landing.get(key) ?? readCookie(key)
      return value ? [[key, value]] : []
    }),
  )
}

// Spec §3: utm_* cookies; kept as long as a campaign usually runs.
const UTM_MAX_AGE = 30 * 24 * 60 * 60

/** Keeps the landing URL's utm_* values in cookies, so later events still carry them. */
export function rememberUtm() {
  const params = new URLSearchParams(location.search)
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.slice(0, 200)
    if (value) writeCookie(key, value, UTM_MAX_AGE)
  }
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

/** A product as GA4's ecommerce events describe an item (prices in euros, as GA4 expects). */
export type EcommerceItem = {
  id: number
  name: string
  price: number
  quantity: number
  category?: string
}

export function trackEcommerce(
  event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'begin_checkout',
  items: EcommerceItem[],
) {
  const value = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
  // GA4 asks to clear the previous ecommerce object first.
  window.dataLayer ??= []
  window.dataLayer.push({ ecommerce: null } as unknown as DataLayerEvent)
  track({
    event,
    ecommerce: {
      currency: 'EUR',
      value: value / 100,
      items: items.map((item) => ({
        item_id: String(item.id),
        item_name: item.name,
        item_category: item.category,
        price: item.price / 100,
        quantity: item.quantity,
      })),
    },
  })
}
