import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lineDate, lineHeader } from '#shared/phone'
import { useApi, validationMessage } from '#tests/support/api'
import {
  authClient,
  authMessage,
  codeOtherThan,
  DAY,
  HOUR,
  MINUTE,
  newIp,
  newPhone,
  SECOND,
  SUFFIX,
  stableHeaders,
} from '#tests/support/auth'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

const COUNTRY_ERROR = {
  message: validationMessage('en', 'failed'),
  errors: { phone: authMessage('en', (m) => m.auth.phone.country) },
}
const PHONE_ERROR = {
  message: validationMessage('en', 'failed'),
  errors: { phone: authMessage('en', (m) => m.auth.phone.invalid) },
}

describe.each(ENGINES)('sending a sign-in code on %s', (engine) => {
  const t = useApi(engine)

  describe('X-Line-Header', () => {
    it("today's header gets the code: 200 {success, codeLength: 6} and one SMS", async () => {
      const a = authClient(t)
      const phone = newPhone()
      const reply = await a.requestCode(phone)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({ success: true, codeLength: 6 })
      expect(reply.headers.get('cache-control')).toBe('no-store')
      expect(a.sent).toHaveLength(1)
      expect(a.sent[0]!.to).toBe(phone)
      expect(a.sent[0]!.text).toMatch(/(?<!\d)\d{6}(?!\d)/)
    })

    it('a wrong, missing or malformed header is a 4xx and nothing is sent', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const today = lineDate(a.clock.now, 'Europe/Sofia')
      const headers = [
        null,
        '',
        'x'.repeat(64),
        (await a.header(phone)).slice(0, 63),
        `${await a.header(phone)}0`,
        await lineHeader(phone, 'another-suffix', today),
        await lineHeader(newPhone(), SUFFIX, today),
        await lineHeader(`+${phone}`, SUFFIX, today),
        await lineHeader(phone, SUFFIX, today.split('/').reverse().join('-')),
        (await a.header(phone)).replace(/^./, (c) => (c === '0' ? '1' : '0')),
      ]
      for (const header of headers) {
        const reply = await a.requestCode(phone, { header })
        expect(reply.status, `${header}: ${reply.text}`).toBeGreaterThanOrEqual(400)
        expect(reply.status).toBeLessThan(500)
        expect(reply.body).toEqual({ message: expect.any(String) })
      }
      expect(a.sent).toEqual([])
      // The same phone still gets its code once the header is right: nothing was counted.
      expect((await a.requestCode(phone)).status).toBe(200)
      expect(a.sent).toHaveLength(1)
    })

    it('the header is not case-sensitive hex', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const reply = await a.requestCode(phone, { header: (await a.header(phone)).toUpperCase() })
      expect(reply.status, reply.text).toBe(200)
    })

    it("yesterday's and tomorrow's dates (in Sofia) are accepted", async () => {
      const a = authClient(t)
      for (const offset of [-DAY, DAY]) {
        const phone = newPhone()
        const at = new Date(a.clock.now.getTime() + offset)
        const reply = await a.requestCode(phone, { at })
        expect(reply.status, reply.text).toBe(200)
        expect(reply.body).toEqual({ success: true, codeLength: 6 })
      }
      expect(a.sent).toHaveLength(2)
    })

    it('dates two or more days off are refused, and nothing is sent', async () => {
      const a = authClient(t)
      for (const offset of [-2 * DAY, 2 * DAY, -365 * DAY, 30 * DAY]) {
        const reply = await a.requestCode(newPhone(), {
          at: new Date(a.clock.now.getTime() + offset),
        })
        expect(reply.status, reply.text).toBe(400)
        expect(reply.body).toEqual({ message: authMessage('en', (m) => m.auth.phone.invalid) })
      }
      expect(a.sent).toEqual([])
    })

    it('midnight: a client at 23:59:59.9 (UTC+2) and a server just past midnight agree', async () => {
      // 22 November, 23:59:59.9 in Sofia is 21:59:59.9 UTC.
      const client = new Date('2026-11-22T21:59:59.900Z')
      const server = new Date('2026-11-22T22:00:00.100Z')
      expect(lineDate(client, 'Europe/Sofia')).toBe('22/11/2026')
      expect(lineDate(server, 'Europe/Sofia')).toBe('23/11/2026')

      const a = authClient(t, { start: server })
      const late = await a.requestCode(newPhone(), { at: client })
      expect(late.status, late.text).toBe(200)
      // And the other way round: the client already past midnight, the server not yet.
      a.clock.set(client)
      const early = await a.requestCode(newPhone(), { at: server })
      expect(early.status, early.text).toBe(200)
      expect(a.sent).toHaveLength(2)
    })
  })

  describe('which phones', () => {
    it('a number outside the allow-list is 422 errors.phone and is never sent to', async () => {
      const a = authClient(t)
      for (const phone of ['380501234567', '447700900123', '35788123456', '0888123456']) {
        const reply = await a.requestCode(phone)
        expect(reply.status, reply.text).toBe(422)
        expect(reply.body).toEqual(COUNTRY_ERROR)
      }
      expect(a.sent).toEqual([])
    })

    it('the refusal is in the request language', async () => {
      const a = authClient(t)
      const reply = await a.requestCode('380501234567', { lang: 'bg' })
      expect(reply.status).toBe(422)
      expect(reply.body).toEqual({
        message: validationMessage('bg', 'failed'),
        errors: { phone: authMessage('bg', (m) => m.auth.phone.country) },
      })
    })

    it('property: digit strings not starting with 359 never reach the provider', async () => {
      const a = authClient(t)
      const foreign = fc.stringMatching(/^\d{1,20}$/).filter((digits) => !digits.startsWith('359'))
      await fc.assert(
        fc.asyncProperty(foreign, fc.constantFrom('', '+', '00'), async (digits, prefix) => {
          const phone = `${prefix}${digits}`
          const reply = await a.requestCode(phone)
          expect(reply.status, `${phone}: ${reply.text}`).toBe(422)
          expect(Object.keys((reply.body as unknown as { errors: object }).errors)).toEqual([
            'phone',
          ])
          expect(a.sent).toEqual([])
        }),
        { seed: 359, numRuns: 150, endOnFailure: true },
      )
    })

    it.each([
      ['too short', '3598881234'.slice(0, 7)],
      ['too long', '3598881234567890'],
      ['empty', ''],
      ['no digits', '+-- ()'],
    ])('%s: 422 errors.phone, nothing sent', async (_, phone) => {
      const a = authClient(t)
      const reply = await a.requestCode(phone)
      expect(reply.status, reply.text).toBe(422)
      expect(reply.body).toEqual(PHONE_ERROR)
      expect(a.sent).toEqual([])
    })

    it('8 and 15 digits are the bounds that still work', async () => {
      const a = authClient(t)
      for (const phone of ['35988812', '359888123456789']) {
        const reply = await a.requestCode(phone)
        expect(reply.status, `${phone}: ${reply.text}`).toBe(200)
      }
      expect(a.sent.map((m) => m.to)).toEqual(['35988812', '359888123456789'])
    })

    it('"+359 88 812-3400" is taken as its digits: header, SMS and sign-in all use 359888123400', async () => {
      const a = authClient(t)
      const reply = await a.requestCode('+359 88 812-3400')
      expect(reply.status, reply.text).toBe(200)
      expect(a.sent.map((m) => m.to)).toEqual(['359888123400'])
      const code = a.lastCode('359888123400')
      const check = await a.checkCode('+359 (88) 812 34 00', code)
      expect(check.status, check.text).toBe(200)
      expect((await a.getProfile(check.body.token)).body.data.phone).toBe('359888123400')
    })
  })

  describe('send limits', () => {
    const TOO_MANY_EN = { message: authMessage('en', (m) => m.auth.tooMany) }

    const retryAfter = (reply: { headers: Headers }) => {
      const value = reply.headers.get('retry-after')
      expect(value).toMatch(/^[1-9]\d*$/)
      return Number(value)
    }

    it('a second code within 60 s is 429 with Retry-After and the translated message', async () => {
      const a = authClient(t)
      const phone = newPhone()
      expect((await a.requestCode(phone)).status).toBe(200)
      a.clock.advance(20 * SECOND)
      const en = await a.requestCode(phone)
      expect(en.status, en.text).toBe(429)
      expect(en.body).toEqual(TOO_MANY_EN)
      expect(retryAfter(en)).toBe(40)
      const bg = await a.requestCode(phone, { lang: 'bg' })
      expect(bg.status).toBe(429)
      expect(bg.body).toEqual({ message: authMessage('bg', (m) => m.auth.tooMany) })
      expect(a.sent).toHaveLength(1)
      // Once the minute is over, a new code goes out.
      a.clock.advance(40 * SECOND)
      expect((await a.requestCode(phone)).status).toBe(200)
      expect(a.sent).toHaveLength(2)
    })

    it('the 6th code within an hour is 429; the spy saw exactly 5', async () => {
      const a = authClient(t)
      const phone = newPhone()
      for (let i = 0; i < 5; i++) {
        const reply = await a.requestCode(phone)
        expect(reply.status, `send ${i + 1}: ${reply.text}`).toBe(200)
        a.clock.advance(61 * SECOND)
      }
      const sixth = await a.requestCode(phone)
      expect(sixth.status, sixth.text).toBe(429)
      expect(sixth.body).toEqual(TOO_MANY_EN)
      // The first send leaves the hour 60 min after it was made; 5 × 61 s have passed.
      expect(retryAfter(sixth)).toBe(3600 - 5 * 61)
      expect(a.sent).toHaveLength(5)
    })

    it('the 11th code within a day is 429; the spy saw exactly 10', async () => {
      const a = authClient(t)
      const phone = newPhone()
      // 13 minutes apart: at most 5 in any hour, so only the daily cap can refuse.
      for (let i = 0; i < 10; i++) {
        const reply = await a.requestCode(phone)
        expect(reply.status, `send ${i + 1}: ${reply.text}`).toBe(200)
        a.clock.advance(13 * MINUTE)
      }
      const eleventh = await a.requestCode(phone)
      expect(eleventh.status, eleventh.text).toBe(429)
      expect(eleventh.body).toEqual(TOO_MANY_EN)
      expect(retryAfter(eleventh)).toBe((DAY - 10 * 13 * MINUTE) / SECOND)
      expect(a.sent).toHaveLength(10)
      // Twelve hours later it is still the same day's allowance.
      a.clock.advance(12 * HOUR)
      expect((await a.requestCode(phone)).status).toBe(429)
      expect(a.sent).toHaveLength(10)
    })

    it('the 11th code from one client address within an hour is 429, whatever the phone', async () => {
      const a = authClient(t)
      const ip = newIp()
      for (let i = 0; i < 10; i++) {
        const reply = await a.requestCode(newPhone(), { ip })
        expect(reply.status, `send ${i + 1}: ${reply.text}`).toBe(200)
        a.clock.advance(SECOND)
      }
      const phone = newPhone()
      const eleventh = await a.requestCode(phone, { ip })
      expect(eleventh.status, eleventh.text).toBe(429)
      expect(eleventh.body).toEqual(TOO_MANY_EN)
      expect(retryAfter(eleventh)).toBe(3600 - 10)
      expect(a.sent).toHaveLength(10)
      // The same phone from another address is fine: the limit is the address's.
      expect((await a.requestCode(phone, { ip: newIp() })).status).toBe(200)
      expect(a.sent).toHaveLength(11)
    })

    it('parallel sends from one address never go past its hourly cap', async () => {
      // Nine codes already went out from this address; ten more phones are asked for at once.
      const a = authClient(t)
      const ip = newIp()
      for (let i = 0; i < 9; i++) expect((await a.requestCode(newPhone(), { ip })).status).toBe(200)
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => a.requestCode(newPhone(), { ip })),
      )
      const statuses = replies.map((r) => r.status)
      expect(
        statuses.filter((s) => s === 200),
        statuses.join(','),
      ).toHaveLength(1)
      expect(statuses.filter((s) => s === 429)).toHaveLength(9)
      expect(a.sent).toHaveLength(10)
    })

    it('parallel sends to one phone give exactly one code', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const replies = await Promise.all(Array.from({ length: 10 }, () => a.requestCode(phone)))
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1)
      expect(replies.filter((r) => r.status === 429)).toHaveLength(9)
      expect(a.sent).toHaveLength(1)
    })
  })

  describe('no enumeration', () => {
    it('a brand-new phone and a customer’s phone get the same answer', async () => {
      const a = authClient(t)
      const existing = newPhone()
      await a.signIn(existing)
      a.clock.advance(2 * MINUTE)
      const fresh = newPhone()
      const ip = newIp()

      const forCustomer = await a.requestCode(existing, { ip })
      const forNobody = await a.requestCode(fresh, { ip })
      expect(forCustomer.status).toBe(200)
      expect(forNobody.status).toBe(forCustomer.status)
      expect(forNobody.text).toBe(forCustomer.text)
      expect(stableHeaders(forNobody)).toEqual(stableHeaders(forCustomer))

      // A wrong code tells nothing either.
      const wrong = codeOtherThan(a.lastCode(existing), a.lastCode(fresh))
      const wrongForCustomer = await a.checkCode(existing, wrong)
      const wrongForNobody = await a.checkCode(fresh, wrong)
      expect(wrongForCustomer.status).toBe(404)
      expect(wrongForNobody.status).toBe(wrongForCustomer.status)
      expect(wrongForNobody.text).toBe(wrongForCustomer.text)
      expect(stableHeaders(wrongForNobody)).toEqual(stableHeaders(wrongForCustomer))
    })
  })
})
