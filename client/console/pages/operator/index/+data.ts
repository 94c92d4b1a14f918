import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { homeOf } from '#client/console/nav'
import { localizePath } from '#shared/locales'

// /operator opens the member's first page (after the guard: a visitor without a session signs in
// first, and the guard knows who is signed in).
export function data(pageContext: PageContextServer) {
  throw redirect(
    localizePath(homeOf(pageContext.staff?.role ?? 'kitchen'), pageContext.locale) +
      (pageContext.urlParsed.searchOriginal ?? ''),
  )
}
