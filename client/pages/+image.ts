import type { PageContext } from 'vike/types'
import type { HeadData } from '../head'
import { absolute } from '../seo'

// Open Graph and Twitter card picture: the product's own on a product page, the logo elsewhere.
export default (pageContext: PageContext) =>
  absolute(
    pageContext,
    (pageContext.data as HeadData | undefined)?.head?.image ?? '/images/products/bento-box.svg',
  )
