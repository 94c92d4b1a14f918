// The browser's cookies that the page itself reads or writes (language, attention, utm_*, referral).
// The server parses its cookies with the `cookie` package; here a few lines do, since that package
// would add a kilobyte to every first visit for what document.cookie already splits.

export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=')
    if (at === -1 || pair.slice(0, at).trim() !== name) continue
    try {
      return decodeURIComponent(pair.slice(at + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A first-party cookie for every path, Secure whenever the page is served over HTTPS. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser yet
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}
