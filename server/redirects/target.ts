import { hasControlCharacters, isSameOriginPath } from '#shared/safe-path'

/**
 * A redirect target is a same-origin path (`/…`, never `//…` or `/\…`) or an https URL on an
 * allowed host; anything else is refused when the table loads (security.md RED-01).
 */
export function safeTarget(target: string, allowedHosts: readonly string[]): boolean {
  if (hasControlCharacters(target) || target.includes('\\')) return false
  if (target.startsWith('/')) return isSameOriginPath(target)
  try {
    const url = new URL(target)
    return (
      url.protocol === 'https:' && allowedHosts.includes(url.host) && !url.username && !url.password
    )
  } catch {
    return false
  }
}

/** Normalises a source path once: lower case, no trailing slash, percent-decoding left as sent. */
export function normalizePath(path: string): string {
  const lower = path.toLowerCase()
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower
}
