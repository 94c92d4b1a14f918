/** A same-origin path to go back to after signing in, or null (security.md RED-04). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 512) return null
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  // Control characters and encoded slashes are how "same-origin" paths sneak elsewhere.
  if (/[\u0000-\u001f\u007f]|%2f|%5c/i.test(value)) return null
  try {
    const url = new URL(value, 'https://origin.invalid')
    return url.origin === 'https://origin.invalid' ? url.pathname + url.search + url.hash : null
  } catch {
    return null
  }
}
