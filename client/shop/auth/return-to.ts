import { navigate } from 'vike/client/router'
import { type Lang, localizePath } from '#shared/locales'
import { safeReturnPath } from '#shared/safe-path'

/** After signing in, back to the page the customer asked for (same-origin paths only). */
export function finishSignIn(lang: Lang) {
  const params = new URLSearchParams(location.search)
  const next = safeReturnPath(params.get('next'))
  if (params.has('signin') || next) {
    void navigate(next ? localizePath(next, lang) : localizePath('/account', lang))
  }
}
