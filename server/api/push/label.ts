// A device is listed by its browser and system, read from its User-Agent when it subscribed: enough
// for a customer to tell their phone from their laptop, and nothing more of the header is kept.

const BROWSERS: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

const first = (table: [RegExp, string][], ua: string) =>
  table.find(([pattern]) => pattern.test(ua))?.[1]

/** "Chrome · Android", or as much of it as the header tells; "Browser" when it tells nothing. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const parts = [first(BROWSERS, ua), first(SYSTEMS, ua)].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'Browser'
}
