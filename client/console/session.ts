import { type Lang, localizePath } from '#shared/locales'
import { safeReturnPath } from '#shared/safe-path'
import { isConsolePath } from './area'
import { CONSOLE_HOME } from './nav'

export const SIGN_IN_PATH = '/operator/sign-in'

/** The sign-in page in `lang`, with the unprefixed console path to come back to. */
export function signInPath(lang: Lang, next?: string): string {
  const query = next ? `?next=${encodeURIComponent(next)}` : ''
  return localizePath(SIGN_IN_PATH, lang) + query
}

/** After signing in: back to the console page asked for (same-origin, console only), else the board. */
export function afterSignIn(next: string | null, lang: Lang): string {
  const path = safeReturnPath(next)
  const pathname = path?.split(/[?#]/)[0] ?? ''
  const back = path && isConsolePath(pathname) && pathname !== SIGN_IN_PATH ? path : CONSOLE_HOME
  return localizePath(back, lang)
}
