/** Tab, newline, NUL and the other C0 controls, or DEL: never in a path we serve. */
export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** A same-origin path to go back to after signing in, or null (security.md RED-04). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // Control characters and encoded slashes are how "same-origin" paths sneak elsewhere.
  if (hasControlCharacters(value) || /%2f|%5c/i.test(value)) return null
  try {
    const url = new URL(value, 'https://origin.invalid')
    const path = url.pathname + url.search + url.hash
    // Dot segments can normalise into a protocol-relative `//host` (`/.//evil`): never hand one out.
    return url.origin === 'https://origin.invalid' && !path.startsWith('//') ? path : null
  } catch {
    return null
  }
}
