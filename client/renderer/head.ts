import type { PageContext } from 'vike/types'
import { translatorFor } from '#client/ui/messages'

/** Data pages (a product, a promotion) name themselves; the rest use their page key's strings. */
export type HeadData = { head?: { title: string; description: string; image?: string } }

export function pageHead(pageContext: PageContext): { title: string; description: string } {
  const { t } = translatorFor(pageContext.locale)
  const brand = pageContext.site?.brand ?? ''
  // is404 is true or false on the error page only.
  if (typeof pageContext.is404 === 'boolean') {
    const key = pageContext.is404 ? 'error.notFoundTitle' : 'error.title'
    return { title: withBrand(t(key), brand), description: '' }
  }
  const fromData = (pageContext.data as HeadData | undefined)?.head
  const key = pageContext.config.pageKey ?? 'home'
  const title = fromData?.title ?? t(`pages.${key}.title`)
  const description = fromData?.description ?? t(`pages.${key}.description`)
  return { title: withBrand(title, brand), description }
}

const withBrand = (title: string, brand: string) => (brand ? `${title} | ${brand}` : title)
