import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { closeModal, useUi } from '#client/shop/stores/ui'
import { browserApi } from '#client/ui/api'
import { readCookie, writeCookie } from '#client/ui/cookies'
import { useI18n } from '#client/ui/i18n'
import { CONSENT_COOKIE, CONSENT_MAX_AGE } from '#shared/analytics'
import { legalPath } from '#shared/legal'

declare global {
  interface Window {
    /** Set by the head's consent script (shared/analytics.ts): grants analytics, loads the tag. */
    hanamiAnalytics?: () => void
    /** Set by the same script: denies analytics storage again. */
    hanamiAnalyticsOff?: () => void
  }
}

/** Google Analytics' own cookies (_ga, _ga_…), on this host and the domains above it. */
function forgetAnalyticsCookies() {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name.startsWith('_ga_'))
  const labels = location.hostname.split('.')
  const domains = labels.map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'))
  for (const name of names) {
    for (const domain of ['', ...domains.map((d) => `; Domain=${d}`)]) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring a cookie another script set
      document.cookie = `${name}=; Max-Age=0; Path=/${domain}`
    }
  }
}

/**
 * Asks once whether analytics may store cookies (Consent Mode v2: denied until accepted), and
 * again whenever the footer's "Cookie settings" asks. Shown after hydration from the visitor's
 * cookie, so every visitor gets the same cached page. A signed-in customer's answer is also kept
 * by the shop (who, what, when, under which cookies policy). Without analytics there is nothing
 * to choose: the settings say so.
 */
export default function ConsentBanner() {
  const { t, href, lang } = useI18n()
  const { analyticsId, signedIn } = usePageContext()
  const { modal } = useUi()
  const [firstVisit, setFirstVisit] = useState(false)
  useEffect(() => {
    if (analyticsId && !readCookie(CONSENT_COOKIE)) setFirstVisit(true)
  }, [analyticsId])
  const asked = modal === 'consent'
  const section = useRef<HTMLElement>(null)
  // Opened from the footer: the keyboard moves to the choice, not past the page's end.
  useEffect(() => {
    if (asked) section.current?.focus()
  }, [asked])
  if (!firstVisit && !asked) return null
  const close = () => {
    setFirstVisit(false)
    closeModal('consent')
  }
  const answer = (granted: boolean) => {
    const before = readCookie(CONSENT_COOKIE)
    writeCookie(CONSENT_COOKIE, granted ? 'granted' : 'denied', CONSENT_MAX_AGE)
    if (granted) window.hanamiAnalytics?.()
    else if (before === 'granted') {
      window.hanamiAnalyticsOff?.()
      forgetAnalyticsCookies()
    }
    if (signedIn) {
      // The cookie is what the page obeys; the record is the proof, and a failure loses only that.
      browserApi(lang)
        .post('/api/consents', { purpose: 'analytics', granted })
        .catch(() => undefined)
    }
    close()
  }
  const current = asked ? readCookie(CONSENT_COOKIE) : undefined
  return (
    <section ref={section} tabIndex={-1} className="consent-banner" aria-label={t('consent.title')}>
      {analyticsId ? (
        <>
          <p>{t('consent.text')}</p>
          {current && (
            <p>{t(current === 'granted' ? 'consent.nowGranted' : 'consent.nowDenied')}</p>
          )}
        </>
      ) : (
        <p>{t('consent.nothingToChoose')}</p>
      )}
      <p>
        <a href={href(legalPath('cookies'))}>{t('legal.docs.cookies')}</a>
      </p>
      <div className="consent-banner__actions">
        {analyticsId ? (
          <>
            <button type="button" className="button button--ghost" onClick={() => answer(false)}>
              {t('consent.decline')}
            </button>
            <button type="button" className="button" onClick={() => answer(true)}>
              {t('consent.accept')}
            </button>
          </>
        ) : (
          <button type="button" className="button" onClick={close}>
            {t('consent.close')}
          </button>
        )}
      </div>
    </section>
  )
}
