import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '#server/api/auth/rate-limit'
import { customers, sessions } from '#server/db/schema'
import { useApi, validationMessage } from '#tests/support/api'
import {
  type AuthClient,
  authClient,
  authMessage,
  codeOtherThan,
  DAY,
  HOUR,
  MINUTE,
  newIp,
  newPhone,
  SECOND,
  wrongCode,
} from '#tests/support/auth'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

const NOT_FOUND = {
  en: { message: authMessage('en', (m) => m.auth.code.notFound) },
  bg: { message: authMessage('bg', (m) => m.auth.code.notFound) },
}

describe.each(ENGINES)('checking a sign-in code on %s', (engine) => {
  const t = useApi(engine)

  const sessionRows = async (phone: string) => {
    const [customer] = await t.db.select().from(customers).where(eq(customers.phone, phone))
    if (!customer) return []
    return t.db.select().from(sessions).where(eq(sessions.customerId, customer.id))
  }

  /** A new code for `phone` that differs from `previous` (two equal codes in a row are 1 in 10⁶). */
  const anotherCode = async (a: AuthClient, phone: string, previous: string) => {
    for (;;) {
      a.clock.advance(61 * SECOND)
      const code = await a.sendCode(phone)
      if (code !== previous) return code
    }
  }

  describe('lifetime', () => {
    it('the right code 4:59 after sending gives a token', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const code = await a.sendCode(phone)
      a.clock.advance(4 * MINUTE + 59 * SECOND)
      const reply = await a.checkCode(phone, code)
      expect(reply.status, reply.text).toBe(200)
      expect(Object.keys(reply.body)).toEqual(['token'])
      expect(reply.headers.get('cache-control')).toBe('no-store')
    })

    it.each(['en', 'bg'] as const)(
      'at 5:01 it is 404 {message: auth.code.notFound} (%s), and no session exists',
      async (lang) => {
        const a = authClient(t)
        const phone = newPhone()
        const code = await a.sendCode(phone)
        a.clock.advance(5 * MINUTE + SECOND)
        const reply = await a.checkCode(phone, code, lang)
        expect(reply.status, reply.text).toBe(404)
        expect(reply.body).toEqual(NOT_FOUND[lang])
        expect(reply.headers.get('cache-control')).toBe('no-store')
        expect(await sessionRows(phone)).toEqual([])
      },
    )
  })

  describe('one use', () => {
    it('the right code twice: the second is 404', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const code = await a.sendCode(phone)
      expect((await a.checkCode(phone, code)).status).toBe(200)
      const again = await a.checkCode(phone, code)
      expect(again.status, again.text).toBe(404)
      expect(again.body).toEqual(NOT_FOUND.en)
      expect(await sessionRows(phone)).toHaveLength(1)
    })

    it('a new code makes the previous one invalid', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const first = await a.sendCode(phone)
      const second = await anotherCode(a, phone, first)
      const old = await a.checkCode(phone, first)
      expect(old.status, old.text).toBe(404)
      expect(old.body).toEqual(NOT_FOUND.en)
      expect((await a.checkCode(phone, second)).status).toBe(200)
    })

    it('a code is worth nothing for another phone, even one that has a code of its own', async () => {
      const a = authClient(t)
      const mine = newPhone()
      const theirs = newPhone()
      const myCode = await a.sendCode(mine)
      const theirCode = await a.sendCode(theirs)
      if (myCode !== theirCode) {
        expect((await a.checkCode(theirs, myCode)).status).toBe(404)
      }
      const noCode = await a.checkCode(newPhone(), myCode)
      expect(noCode.status).toBe(404)
      expect(noCode.body).toEqual(NOT_FOUND.en)
      expect((await a.checkCode(mine, myCode)).status).toBe(200)
    })

    it('10 parallel checks of the right code: one token, nine 404s, one session row', async () => {
      const a = authClient(t)
      for (let round = 0; round < 3; round++) {
        const phone = newPhone()
        const code = await a.sendCode(phone)
        const replies = await Promise.all(
          Array.from({ length: 10 }, () => a.checkCode(phone, code)),
        )
        const won = replies.filter((r) => r.status === 200)
        expect(won, replies.map((r) => r.status).join(',')).toHaveLength(1)
        expect(won[0]!.body.token).toMatch(/^[\w-]{43}$/)
        const lost = replies.filter((r) => r.status === 404)
        expect(lost).toHaveLength(9)
        for (const reply of lost) expect(reply.body).toEqual(NOT_FOUND.en)
        expect(await sessionRows(phone)).toHaveLength(1)
        expect(await t.db.select().from(customers).where(eq(customers.phone, phone))).toHaveLength(
          1,
        )
      }
    })

    it('the right code and wrong ones checked together: the code still works only once', async () => {
      // A wrong guess that read the challenge before the right one consumed it must not undo that.
      const a = authClient(t)
      for (let round = 0; round < 5; round++) {
        const phone = newPhone()
        const code = await a.sendCode(phone)
        const replies = await Promise.all([
          a.checkCode(phone, code),
          a.checkCode(phone, wrongCode(code, 1)),
          a.checkCode(phone, wrongCode(code, 2)),
        ])
        expect(replies.map((r) => r.status)).toEqual([200, 404, 404])
        const replay = await a.checkCode(phone, code)
        expect(replay.status, `round ${round}: the used code worked again`).toBe(404)
        expect(await sessionRows(phone)).toHaveLength(1)
      }
    })
  })

  describe('wrong guesses', () => {
    it('5 wrong codes burn the code: the right one is then 404', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const code = await a.sendCode(phone)
      for (let i = 1; i <= 5; i++) {
        const reply = await a.checkCode(phone, wrongCode(code, i))
        expect(reply.status).toBe(404)
        expect(reply.body).toEqual(NOT_FOUND.en)
      }
      const right = await a.checkCode(phone, code)
      expect(right.status, right.text).toBe(404)
      expect(right.body).toEqual(NOT_FOUND.en)
      expect(await sessionRows(phone)).toEqual([])
      // A new code is needed, and it works.
      const next = await anotherCode(a, phone, code)
      expect((await a.checkCode(phone, next)).status).toBe(200)
    })

    it('4 wrong codes leave the right one working', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const code = await a.sendCode(phone)
      for (let i = 1; i <= 4; i++)
        expect((await a.checkCode(phone, wrongCode(code, i))).status).toBe(404)
      expect((await a.checkCode(phone, code)).status).toBe(200)
    })

    it.each([
      ['letters', 'abcdef'],
      ['too short', '12345'],
      ['too long', '1234567'],
      ['spaces', '123 45'],
      ['empty', ''],
      ['full-width digits', '１２３４５６'],
    ])('a code of the wrong format (%s) is 422 errors.code', async (_, code) => {
      const a = authClient(t)
      const phone = newPhone()
      await a.sendCode(phone)
      for (const lang of ['en', 'bg'] as const) {
        const reply = await a.checkCode(phone, code, lang)
        expect(reply.status, reply.text).toBe(422)
        expect(reply.body).toEqual({
          message: validationMessage(lang, 'failed'),
          errors: { code: authMessage(lang, (m) => m.auth.code.length, { length: 6 }) },
        })
      }
    })

    it('a malformed code does not count as a guess', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const code = await a.sendCode(phone)
      for (let i = 0; i < 10; i++) expect((await a.checkCode(phone, 'abcdef')).status).toBe(422)
      expect((await a.checkCode(phone, code)).status).toBe(200)
    })
  })

  describe('daily failure cap', () => {
    /** Sends a fresh code (past the resend wait) and misses it `misses` times; returns it. */
    const missLiveCode = async (a: AuthClient, phone: string, previous: string, misses: number) => {
      const code = previous ? await anotherCode(a, phone, previous) : await a.sendCode(phone)
      for (let i = 1; i <= misses; i++) {
        const reply = await a.checkCode(phone, wrongCode(code, i))
        expect(reply.status, reply.text).toBe(404)
      }
      a.clock.advance(13 * MINUTE)
      return code
    }

    it(`after ${LIMITS.failuresPerPhoneDay.max} misses of live codes in 24 h the next check is 429 with Retry-After, even with the right code`, async () => {
      const a = authClient(t)
      const phone = newPhone()
      const first = a.clock.now
      const cap = LIMITS.failuresPerPhoneDay.max
      // Whole codes burned by 5 misses each (inside every send limit), then one miss short.
      let code = ''
      for (let burned = 0; burned < Math.floor((cap - 1) / 5); burned++)
        code = await missLiveCode(a, phone, code, 5)
      code = await missLiveCode(a, phone, code, (cap - 1) % 5)
      code = await anotherCode(a, phone, code)
      // The last failure the cap allows is still an ordinary 404...
      const last = await a.checkCode(phone, codeOtherThan(code))
      expect(last.status, last.text).toBe(404)
      // ...and then even the right, live code is refused.
      const blocked = await a.checkCode(phone, code)
      expect(blocked.status, blocked.text).toBe(429)
      expect(blocked.body).toEqual({ message: authMessage('en', (m) => m.auth.tooMany) })
      const wait = Number(blocked.headers.get('retry-after'))
      expect(blocked.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
      // The oldest failure leaves the 24-hour window first.
      expect(wait).toBeLessThanOrEqual(
        Math.ceil((first.getTime() + DAY - a.clock.now.getTime()) / SECOND),
      )
      const bg = await a.checkCode(phone, code, 'bg')
      expect(bg.status).toBe(429)
      expect(bg.body).toEqual({ message: authMessage('bg', (m) => m.auth.tooMany) })
      expect(await sessionRows(phone)).toEqual([])
      // A locked phone is told so instead of being sent a code it could not use.
      a.clock.advance(2 * MINUTE)
      const sent = a.sent.length
      const refused = await a.requestCode(phone)
      expect(refused.status, refused.text).toBe(429)
      expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
      expect(a.sent.length).toBe(sent)
      // Another phone is not affected.
      const other = newPhone()
      expect((await a.checkCode(other, await a.sendCode(other))).status).toBe(200)
      // A day later the phone may try again.
      a.clock.advance(DAY + HOUR)
      const later = await a.sendCode(phone)
      expect((await a.checkCode(phone, later)).status).toBe(200)
    })

    it('a success starts the count again', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const cap = LIMITS.failuresPerPhoneDay.max
      let code = ''
      for (let burned = 0; burned < Math.floor((cap - 1) / 5); burned++)
        code = await missLiveCode(a, phone, code, 5)
      code = await anotherCode(a, phone, code)
      expect((await a.checkCode(phone, code)).status).toBe(200)
      a.clock.advance(HOUR)
      code = await missLiveCode(a, phone, code, 4)
      code = await anotherCode(a, phone, code)
      expect((await a.checkCode(phone, code)).status).toBe(200)
    })

    it('100 checks of a phone that has no live code lock nobody out: the owner still signs in', async () => {
      const a = authClient(t)
      const phone = newPhone()
      // The probe of the issue: a phone never sent a code, one wrong check after another, from
      // addresses of their own (the per-address limit is the next test's).
      for (let i = 0; i < 100; i++) {
        const reply = await a.checkCode(phone, String(100000 + i))
        expect(reply.status, `check ${i + 1}: ${reply.text}`).toBe(404)
      }
      const code = await a.sendCode(phone)
      const owner = await a.checkCode(phone, code)
      expect(owner.status, owner.text).toBe(200)
    })

    it(`code checks from one address are limited to ${LIMITS.failuresPerIpHour.max} misses an hour`, async () => {
      const a = authClient(t)
      const ip = newIp()
      for (let i = 0; i < LIMITS.failuresPerIpHour.max; i++) {
        const reply = await a.checkCode(newPhone(), '123456', 'en', ip)
        expect(reply.status, `check ${i + 1}: ${reply.text}`).toBe(404)
      }
      const phone = newPhone()
      const code = await a.sendCode(phone)
      const limited = await a.checkCode(phone, code, 'en', ip)
      expect(limited.status, limited.text).toBe(429)
      expect(limited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
      // The same code from the owner's own address works: the limit is the address's.
      expect((await a.checkCode(phone, code)).status).toBe(200)
      a.clock.advance(HOUR + SECOND)
      expect((await a.checkCode(newPhone(), '123456', 'en', ip)).status).toBe(404)
    })
  })
})
