// What a first visit downloads before the page is interactive: the HTML's scripts and module
// preloads (JavaScript), and its fetch preloads (the page's messages), gzip -9 as a CDN would send them.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const ATTRIBUTE = /\s(src|href|rel|as)="([^"]*)"/g

/** Sums the gzip sizes of the files `html` loads from `clientDir`, by kind. */
export function firstLoadBytes(html, clientDir) {
  const totals = { javascript: 0, messages: 0, files: [] }
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const attributes = Object.fromEntries([...tag.matchAll(ATTRIBUTE)].map((m) => [m[1], m[2]]))
    const url = attributes.src ?? attributes.href
    if (!url?.startsWith('/assets/')) continue
    const kind =
      tag.startsWith('<script') || attributes.rel === 'modulepreload'
        ? 'javascript'
        : attributes.as === 'fetch'
          ? 'messages'
          : null
    if (!kind) continue
    const bytes = gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length
    totals[kind] += bytes
    totals.files.push({ url, kind, bytes })
  }
  return totals
}
