import type { Handler } from 'hono'
import { ATTENTION_COOKIE, ATTENTION_MAX_AGE } from '#shared/attention'
import { isSameOriginPath } from '#shared/safe-path'
import type { EdgeEnv } from './context'
import type { Cookies } from './cookies'

/**
 * The attention popup's OK as a plain form post, for a page whose JavaScript has not run (turned
 * off, or a chunk that failed to load): it writes the cookie the browser's code would (spec §2:
 * OK marks the popup seen) and sends the visitor back to the page they were on.
 */
export function dismissAttention(jar: Cookies): Handler<EdgeEnv> {
  return async (c) => {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const back = typeof form.back === 'string' && isSameOriginPath(form.back) ? form.back : '/'
    jar.set(c, ATTENTION_COOKIE, '1', { maxAge: ATTENTION_MAX_AGE })
    c.header('Cache-Control', 'no-store')
    return c.redirect(back, 303)
  }
}
