import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { isConsolePath } from '#client/console/area'
import { ConsoleBar } from '#client/console/ConsoleBar'
import { CONSOLE_HOME } from '#client/console/nav'
import { pageUrl } from '#client/renderer/page-url'
import { trackException } from '#client/shop/analytics'
import { Footer } from '#client/shop/layout/Footer'
import { Header } from '#client/shop/layout/Header'
import { useI18n } from '#client/ui/i18n'
import { localizePath } from '#shared/locales'

/** Spec §2, §8: 404 shows the not-found page; other errors their status and a message. */
export default function ErrorPage() {
  const pageContext = usePageContext()
  const { t, href } = useI18n()
  const status = pageContext.is404 ? 404 : (pageContext.abortStatusCode ?? 500)
  const reason = pageContext.abortReason
  const message = typeof reason === 'string' ? reason : t('error.text')
  const { pathname } = pageUrl(pageContext)
  const path = localizePath(pathname, pageContext.locale)
  const errorMessage = pageContext.is404 ? `Page Not Found: ${path}` : `${status}: ${message}`
  // The staff console's errors keep the console's bar and lead back to the board.
  const inConsole = isConsolePath(pathname)
  useEffect(() => trackException(errorMessage), [errorMessage])
  return (
    <>
      {inConsole ? <ConsoleBar /> : <Header />}
      <main
        id="main"
        className="container page error-page"
        data-error-message={errorMessage}
        data-error-path={path}
      >
        {pageContext.is404 ? (
          <>
            <h1>{t('error.notFoundTitle')}</h1>
            <p className="lead">{t('error.notFoundText')}</p>
          </>
        ) : (
          <>
            <h1>{t('error.status', { status })}</h1>
            <p className="lead">{message}</p>
          </>
        )}
        <a className="button" href={href(inConsole ? CONSOLE_HOME : '/')}>
          {t(inConsole ? 'operator.console.toBoard' : 'error.toHome')}
        </a>
      </main>
      {!inConsole && <Footer />}
    </>
  )
}
