import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { isApiError } from '#shared/api-client'
import type { StaffView } from '#shared/contract/operator/staff'
import { translate } from '#shared/i18n'
import { hasRole } from '#shared/staff'
import { CONSOLE_HOME } from './nav'
import { sectionOf } from './sections'
import { signInPath } from './session'

/**
 * The console's route middleware: no staff session (or one the API no longer knows) goes to the
 * sign-in page and back; a path no section claims is not found, and a role below the section's is
 * refused. The API checks every call again.
 */
export async function requireStaff(pageContext: PageContextServer) {
  const { locale, urlPathname, urlParsed } = pageContext
  const toSignIn = () =>
    redirect(signInPath(locale, urlPathname + (urlParsed.searchOriginal ?? '')))
  if (!pageContext.staffSignedIn) throw toSignIn()
  let staff: StaffView
  try {
    staff = (await pageContext.api.get('/api/operator/me')).data
  } catch (error) {
    if (isApiError(error, 401)) throw toSignIn()
    throw error
  }
  // The console's home leads on to the member's first page (pages/operator/index).
  const section = sectionOf(urlPathname)
  if (!section && urlPathname !== CONSOLE_HOME) throw render(404)
  if (section && !hasRole(staff.role, section.role)) {
    throw render(403, translate(locale, 'operator.forbidden'))
  }
  // The console's bar shows who is signed in (passToClient): asked here once, not again by a hook.
  pageContext.staff = staff
}
