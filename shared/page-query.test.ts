import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageQuery, pageSearch } from './page-query'

const CLIENT = new URL('../client/', import.meta.url).pathname

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : []
  })
}

// A raw read of Vike's parsed query, which page data and rendering read, unless handed straight to
// pageSearch. (Its original text is only passed on through pageQuery; location.search is read in
// the browser after the page arrived, for analytics and the way back after sign-in, and shapes no
// HTML the page cache keeps.)
const RAW_READ = /(?<!pageSearch\((?:\w+\.)*)urlParsed\.search(?!Original)\b/g

describe('the query parameters pages read', () => {
  it('are read through pageSearch only, so every one of them is in the list the page cache keeps', () => {
    const raw = sources(CLIENT).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(RAW_READ)].map(
        (match) => `${file.slice(CLIENT.length)}: ${match[0]}`,
      ),
    )
    expect(raw).toEqual([])
  })

  it('pageSearch hands a page only the listed parameters, pageQuery keeps the same ones', () => {
    const search = { without: 'fish', order: '12', utm_source: 'mail', fbclid: 'x' }
    expect(pageSearch(search)).toEqual({ without: 'fish', order: '12' })
    expect(pageQuery('?utm_source=mail&order=12&without=fish&fbclid=x')).toBe(
      '?without=fish&order=12',
    )
  })
})
