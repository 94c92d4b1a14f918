import type { PageContext } from 'vike/types'
import type { HeadData } from './head'
import { absolute } from './seo'

// Open Graph and Twitter card picture: a raster 1200 × 630 preview (server/images/share.ts), the
// product's own on a product page, the home page's banner elsewhere.
export default (pageContext: PageContext) =>
  absolute(
    pageContext,
    (pageContext.data as HeadData | undefined)?.head?.image ??
      `/api/share/${pageContext.locale}/home.jpg`,
  )
