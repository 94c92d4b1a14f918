/** Tab, newline, NUL and the other C0 controls, or DEL: never in a path we serve. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/**
 * The one same-origin check for a path-form Location (security.md RED-01): one leading slash, never
 * `//` or `/\` (browsers read both as another host), no control character (browsers drop tabs and
 * newlines, which joins the slashes around them), and its path
 * still so once percent-decoded and its dot segments resolved. Every redirect the edge emits, the
 * redirect table's targets and the return paths go through it.
 */
export function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false
  if (hasControlCharacters(value)) return false
  const path = value.split(/[?#]/, 1)[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  if (decoded.startsWith('//') || decoded.includes('\\') || hasControlCharacters(decoded))
    return false
  const url = new URL(value, 'https://origin.invalid')
  return url.origin === 'https://origin.invalid' && !url.pathname.startsWith('//')
}

/** A same-origin path to go back to after signing in, or null (security.md RED-04). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512 || !isSameOriginPath(value)) return null
  // Encoded slashes are how "same-origin" paths sneak elsewhere after one more decoding.
  if (/%2f|%5c/i.test(value)) return null
  try {
    const url = new URL(value, 'https://origin.invalid')
    const path = url.pathname + url.search + url.hash
    // Dot segments can normalise into a protocol-relative `//host` (`/.//evil`): never hand one out.
    return url.origin === 'https://origin.invalid' && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}
