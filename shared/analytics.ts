// GA4 in the browser: off unless a measurement id is configured (GA4_MEASUREMENT_ID).

/** The visitor's answer to the consent banner: `granted` or `denied`, for 365 days. */
export const CONSENT_COOKIE = 'analytics_consent'
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60

/** Where gtag.js sends hits: the CSP's connect-src allows these only when analytics is on. */
export const GA_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
]

/**
 * The head's inline script: Consent Mode v2 with every storage denied by default, then, only
 * for a visitor who accepted, analytics storage granted and gtag.js loaded (a script made by this
 * nonce'd one: the CSP's 'strict-dynamic' allows it, no host list needed). `window.hanamiAnalytics`
 * lets the banner do the same on acceptance, and `window.hanamiAnalyticsOff` deny it again when the
 * visitor withdraws (GDPR art. 7(3): as easy as giving it).
 */
export function consentScript(measurementId: string): string {
  const id = JSON.stringify(measurementId)
  return `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});var loaded=false;window.hanamiAnalytics=function(){if(loaded)return;loaded=true;gtag('consent','update',{analytics_storage:'granted'});var s=document.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtag/js?id='+encodeURIComponent(${id});document.head.appendChild(s);gtag('js',new Date());gtag('config',${id})};window.hanamiAnalyticsOff=function(){gtag('consent','update',{analytics_storage:'denied'})};if(/(?:^|; )${CONSENT_COOKIE}=granted(?:;|$)/.test(document.cookie))window.hanamiAnalytics();`
}
