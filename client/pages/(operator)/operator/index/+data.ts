import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { localizePath } from '../../../../../shared/locales'
import { CONSOLE_HOME } from '../../../../components/operator/nav'

// /operator opens the orders board (after the guard: a visitor without a session signs in first).
export function data(pageContext: PageContextServer) {
  throw redirect(
    localizePath(CONSOLE_HOME, pageContext.locale) + (pageContext.urlParsed.searchOriginal ?? ''),
  )
}
