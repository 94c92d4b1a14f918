import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  canonicalSearch,
  pageQuery,
  pageSearch,
  pageSearchAll,
  publicPageQuery,
} from './page-query'

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
const RAW_READ = /(?<!pageSearch(?:All)?\((?:\w+\.)*)urlParsed\.search(?:All)?(?!Original)\b/g

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
    expect(pageSearchAll({ without: ['gluten', 'fish'], fbclid: ['x'] })).toEqual({
      without: ['gluten', 'fish'],
    })
  })

  it('publicPageQuery writes each meaning one way, dropping what no public page reads', () => {
    const of = (search: string) => publicPageQuery(new URLSearchParams(search))
    expect(of('?tags=New,spicy,new,zzz&sort=nope&page=7&order=3')).toEqual({
      query: '?tags=spicy%2Cnew',
      shared: true,
    })
    expect(of('?signin=anything&next=//evil.example')).toEqual({ query: '?signin=1', shared: true })
    expect(of('?signin=1&next=%2Fen%2Faccount')).toEqual({
      query: '?signin=1&next=%2Fen%2Faccount',
      shared: false,
    })
    expect(of('?without=fish,peanut,GLUTEN')).toEqual({
      query: '?without=gluten%2Cfish%2Cpeanut',
      shared: false,
    })
  })

  it('canonicalSearch redirects only when the page parameters are written otherwise, keeping the rest', () => {
    expect(canonicalSearch('?utm_source=x&tags=spicy%2Cnew', '?tags=spicy%2Cnew')).toBeNull()
    expect(canonicalSearch('?page=12&utm_source=x', '')).toBe('?utm_source=x')
    expect(canonicalSearch('?fbclid=1&tags=new,spicy', '?tags=spicy%2Cnew')).toBe(
      '?tags=spicy%2Cnew&fbclid=1',
    )
  })
})
