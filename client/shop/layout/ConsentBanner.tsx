import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { readCookie, writeCookie } from '#client/ui/cookies'
import { useI18n } from '#client/ui/i18n'
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '#shared/analytics'

declare global {
  interface Window {
    /** Set by the head's consent script (shared/analytics.ts): grants analytics, loads the tag. */
    hanamiAnalytics?: () => void
  }
}

/**
 * Asks once whether analytics may store cookies (Consent Mode v2: denied until accepted). Shown
 * after hydration from the visitor's cookie, so every visitor gets the same cached page.
 */
export default function ConsentBanner() {
  const { t } = useI18n()
  const { analyticsId } = usePageContext()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (analyticsId && !readCookie(CONSENT_COOKIE)) setOpen(true)
  }, [analyticsId])
  if (!open) return null
  const answer = (granted: boolean) => {
    writeCookie(CONSENT_COOKIE, granted ? 'granted' : 'denied', CONSENT_MAX_AGE)
    if (granted) window.hanamiAnalytics?.()
    setOpen(false)
  }
  return (
    <section className="consent-banner" aria-label={t('consent.title')}>
      <p>{t('consent.text')}</p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => answer(false)}>
          {t('consent.decline')}
        </button>
        <button type="button" className="button" onClick={() => answer(true)}>
          {t('consent.accept')}
        </button>
      </div>
    </section>
  )
}
