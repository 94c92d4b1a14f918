import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '#shared/locales'

// Spec §2: /account itself shows the orders. Its children have pages of their own.
export function data(pageContext: PageContextServer) {
  throw redirect(localizePath('/account/orders', pageContext.locale))
}
