import { expect } from 'vitest'
import { DEFAULT_LINE_SUFFIX, lineDate, lineHeader } from '#shared/phone'
import type { createTestApp } from './app'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/**
 * Signs in through the edge as the browser does: the code comes from the SMS stand-in's log line,
 * and the edge's answer sets the session cookie. Returns that answer and the cookie to send back.
 * `now` is the API's clock, which dates the anti-automation header.
 */
export async function signInAtEdge({ app, lines }: TestApp, phone: string, now = new Date()) {
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`https://shop.example${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
      body: JSON.stringify(body),
    })
  const line = await lineHeader(phone, DEFAULT_LINE_SUFFIX, lineDate(now, 'Europe/Sofia'))
  const sent = await post('/api/via-phone-number', { phone }, { 'X-Line-Header': line })
  expect(sent.status, await sent.clone().text()).toBe(200)
  const sms = lines.findLast((l) => l.msg === 'sms' && l.to === phone)
  const code = /\d{6}/.exec(String(sms?.text))?.[0]
  const signedIn = await post('/api/sms-code-check', { phone, code })
  expect(signedIn.status).toBe(200)
  const cookie = signedIn.headers.getSetCookie().find((c) => c.includes('auth_token='))
  if (!cookie) throw new Error('the sign-in answer set no session cookie')
  return { response: signedIn, cookie: cookie.split(';')[0]! }
}
