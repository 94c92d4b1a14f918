import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LANGS, langFromApiHeader, localizePath, splitLangPrefix } from './locales'

describe('language prefixes', () => {
  it.each([
    ['/', 'bg', '/'],
    ['/menu', 'bg', '/menu'],
    ['/ru', 'ru', '/'],
    ['/en/product/set-sakura', 'en', '/product/set-sakura'],
    ['/uk/delivery', 'uk', '/delivery'],
    ['/russia', 'bg', '/russia'],
    ['/ua/menu', 'bg', '/ua/menu'],
  ])('%s is %s %s', (pathname, lang, path) => {
    expect(splitLangPrefix(pathname)).toMatchObject({ lang, path })
  })

  it('localizes and splits back to the same path in every language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGS), fc.webPath(), (lang, raw) => {
        const path = `/${raw.replace(/^\/+/, '')}`
        fc.pre(!/^\/(ru|en|uk)(\/|$)/.test(path))
        const split = splitLangPrefix(localizePath(path, lang))
        expect(split.lang).toBe(lang)
        expect(split.path).toBe(path)
      }),
    )
  })

  it('reads ua as Ukrainian and falls back to Bulgarian', () => {
    expect(langFromApiHeader('ua')).toBe('uk')
    expect(langFromApiHeader('en-US,en;q=0.9')).toBe('en')
    expect(langFromApiHeader('de')).toBe('bg')
    expect(langFromApiHeader(undefined)).toBe('bg')
  })
})
