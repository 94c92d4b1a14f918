import { usePageContext } from 'vike-react/usePageContext'
import { isConsolePath } from '#client/console/area'
import { MESSAGES_URLS } from '#client/ui/messages'
import { consentScript } from '#shared/analytics'
import { manifestPath, THEME_COLOR } from '#shared/app-install'
import { LOCALE_TAGS } from '#shared/locales'
import { pageUrl } from './page-url'
import { alternates, canonicalUrl, isIndexable } from './seo'
import { structuredData } from './structured-data'

/** Canonical, hreflang, Open Graph and JSON-LD (issue "Redirects and SEO"). */
export default function Head() {
  const pageContext = usePageContext()
  const { pathname } = pageUrl(pageContext)
  const indexable = isIndexable(pageContext)
  const jsonLd = indexable ? structuredData(pageContext) : []
  return (
    <>
      {/* Fetched by onBeforeRoute before hydration; preloading saves that round trip. */}
      <link rel="preload" href={MESSAGES_URLS.shop[pageContext.locale]} as="fetch" crossOrigin="" />
      {isConsolePath(pathname) && (
        <link
          rel="preload"
          href={MESSAGES_URLS.console[pageContext.locale]}
          as="fetch"
          crossOrigin=""
        />
      )}
      <link rel="icon" href="/images/products/sushi.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href={manifestPath(pageContext.locale)} />
      <meta name="theme-color" content={THEME_COLOR} />
      {indexable ? (
        <>
          <link rel="canonical" href={canonicalUrl(pageContext)} />
          {alternates(pageContext).map((alternate) => (
            <link
              key={alternate.hrefLang}
              rel="alternate"
              hrefLang={alternate.hrefLang}
              href={alternate.href}
            />
          ))}
          <meta property="og:url" content={canonicalUrl(pageContext)} />
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
      <meta property="og:type" content={pathname.startsWith('/product/') ? 'product' : 'website'} />
      <meta property="og:locale" content={LOCALE_TAGS[pageContext.locale].replace('-', '_')} />
      <meta property="og:site_name" content={pageContext.site?.brand ?? ''} />
      {pageContext.analyticsId && (
        <script
          nonce={pageContext.cspNonce ?? undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the id is checked (G-…) and JSON-quoted
          dangerouslySetInnerHTML={{ __html: consentScript(pageContext.analyticsId) }}
        />
      )}
      {jsonLd.map((data, index) => (
        <script
          // biome-ignore lint/suspicious/noArrayIndexKey: one page's fixed list, never reordered
          key={index}
          type="application/ld+json"
          nonce={pageContext.cspNonce ?? undefined}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped below
          dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  )
}
