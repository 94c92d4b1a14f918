import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { consentScript } from './analytics'

/** Runs the head's script in a page with `cookie`: what it queued for gtag and what it loaded. */
function run(cookie: string) {
  const appended: { src: string }[] = []
  const page: Record<string, unknown> = {
    document: {
      cookie,
      createElement: () => ({ src: '' }),
      head: { appendChild: (element: { src: string }) => appended.push(element) },
    },
  }
  page.window = page
  runInNewContext(consentScript('G-TEST12345'), page)
  const calls = (page.dataLayer as IArguments[]).map((args) => Array.from(args))
  return { calls, appended, page }
}

describe('the consent script (Consent Mode v2)', () => {
  it('denies every storage by default and loads nothing without consent', () => {
    for (const cookie of ['', 'analytics_consent=denied', 'x_analytics_consent=granted']) {
      const { calls, appended } = run(cookie)
      expect(calls).toEqual([
        [
          'consent',
          'default',
          {
            ad_storage: 'denied',
            ad_user_data: 'denied',
            ad_personalization: 'denied',
            analytics_storage: 'denied',
          },
        ],
      ])
      expect(appended).toEqual([])
    }
  })

  it('grants analytics storage only, and loads the tag, for a visitor who accepted', () => {
    const { calls, appended } = run('lang=en; analytics_consent=granted')
    expect(calls.slice(1, 2)).toEqual([['consent', 'update', { analytics_storage: 'granted' }]])
    expect(calls.at(-1)).toEqual(['config', 'G-TEST12345'])
    expect(appended.map((s) => s.src)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=G-TEST12345',
    ])
  })

  it('the banner’s accept does the same once, however often it is pressed', () => {
    const { page, appended } = run('')
    ;(page.hanamiAnalytics as () => void)()
    ;(page.hanamiAnalytics as () => void)()
    expect(appended).toHaveLength(1)
  })
})
