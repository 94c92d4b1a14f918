import { describe, expect, it } from 'vitest'
import { RELOAD_GUARD_MS, shouldReload } from './chunk-reload'
import { isSlowConnection } from './prefetch'

describe('chunk reload guard', () => {
  it('reloads the first time and again only after 10 seconds', () => {
    expect(shouldReload(50_000, null)).toBe(true)
    expect(shouldReload(50_000, String(50_000 - RELOAD_GUARD_MS + 1))).toBe(false)
    expect(shouldReload(50_000, String(50_000 - RELOAD_GUARD_MS - 1))).toBe(true)
  })
})

describe('prefetch', () => {
  it.each([
    [{ saveData: true, effectiveType: '4g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g' }, false],
    [undefined, false],
  ])('treats %o as slow: %s', (connection, slow) => {
    expect(isSlowConnection(connection)).toBe(slow)
  })
})
