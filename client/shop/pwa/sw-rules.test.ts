import { describe, expect, it } from 'vitest'
import {
  cacheName,
  notificationOf,
  offlinePageFor,
  SHELL,
  staleCaches,
  strategyFor,
  targetOf,
} from './sw-rules'

const ORIGIN = 'https://shop.example'
const get = (path: string, mode = 'no-cors') => ({ method: 'GET', mode, url: ORIGIN + path })

describe('a new build replaces the old one', () => {
  it('names its cache after the build and deletes every other build’s, nothing else', () => {
    expect(cacheName('b2')).not.toBe(cacheName('b1'))
    const names = [cacheName('b1'), cacheName('b2'), cacheName('b0'), 'another-app']
    expect(staleCaches(names, 'b2')).toEqual([cacheName('b1'), cacheName('b0')])
    expect(staleCaches([cacheName('b2')], 'b2')).toEqual([])
  })
})

describe('what is answered from the cache', () => {
  it('hashed build files and the icon: the cache first', () => {
    expect(strategyFor(get('/assets/chunks/page.Ab12.js'), ORIGIN)).toBe('asset')
    expect(strategyFor(get('/icon-192.png'), ORIGIN)).toBe('asset')
  })

  it('pages: the network, the offline page only when it fails', () => {
    expect(strategyFor(get('/en/menu', 'navigate'), ORIGIN)).toBe('page')
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('page')
  })

  it('never prices, the build check, the worker, writes or other sites', () => {
    for (const request of [
      get('/api/menu'),
      get('/api/menu', 'navigate'),
      get('/builds/latest.json?t=1'),
      get('/sw.js'),
      get('/en/menu/index.pageContext.json'),
      { method: 'POST', mode: 'cors', url: `${ORIGIN}/api/orders` },
      { method: 'GET', mode: 'no-cors', url: 'https://cdn.example/assets/x.js' },
    ]) {
      expect(strategyFor(request, ORIGIN), request.url).toBe('network')
    }
  })

  it('keeps the offline page of every language from the start', () => {
    for (const lang of ['bg', 'ru', 'en', 'uk']) expect(SHELL).toContain(`/offline?lang=${lang}`)
  })

  it('offline, a page gets the offline page in its own language', () => {
    expect(offlinePageFor(`${ORIGIN}/en/menu`)).toBe('/offline?lang=en')
    expect(offlinePageFor(`${ORIGIN}/uk`)).toBe('/offline?lang=uk')
    expect(offlinePageFor(`${ORIGIN}/menu`)).toBe('/offline?lang=bg')
  })
})

describe('push', () => {
  it('shows the sender’s title, text and page', () => {
    expect(
      notificationOf(
        { title: 'On its way', body: 'Order 12', url: '/en/account/orders/12', tag: 'o12' },
        'Hanami',
      ),
    ).toEqual({ title: 'On its way', body: 'Order 12', url: '/en/account/orders/12', tag: 'o12' })
  })

  it('anything else shows only the shop’s name and opens the home page', () => {
    for (const data of [
      null,
      'text',
      { title: 1 },
      { title: 'x', body: '', url: 'https://evil.example/' },
    ]) {
      expect(notificationOf(data, 'Hanami')).toEqual({ title: 'Hanami', body: '', url: '/' })
    }
  })

  it('a tap opens a page of this site only', () => {
    expect(targetOf('/en/account/orders/12', ORIGIN)).toBe(`${ORIGIN}/en/account/orders/12`)
    expect(targetOf('//evil.example/x', ORIGIN)).toBe(`${ORIGIN}/`)
    expect(targetOf(undefined, ORIGIN)).toBe(`${ORIGIN}/`)
  })
})
