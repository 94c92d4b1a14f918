import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers, sessions } from '#server/db/schema'
import { useApi } from '#tests/support/api'
import { type AuthClient, authClient, authMessage, DAY, HOUR, newPhone } from '#tests/support/auth'
import { engines } from '#tests/support/databases'

const ENGINES = await engines()

const UNAUTHORIZED = {
  en: { message: authMessage('en', (m) => m.auth.unauthorized) },
  bg: { message: authMessage('bg', (m) => m.auth.unauthorized) },
}

describe.each(ENGINES)('sessions on %s', (engine) => {
  const t = useApi(engine)

  const customerOf = async (phone: string) =>
    (await t.db.select().from(customers).where(eq(customers.phone, phone)))[0]!

  const sessionRows = async (phone: string) =>
    t.db
      .select()
      .from(sessions)
      .where(eq(sessions.customerId, (await customerOf(phone)).id))

  /** A 401 as the spec wants it: the translated message (its caching has a test of its own). */
  const expectUnauthorized = (
    reply: { status: number; body: unknown; text: string },
    lang: 'en' | 'bg' = 'en',
  ) => {
    expect(reply.status, reply.text).toBe(401)
    expect(reply.body).toEqual(UNAUTHORIZED[lang])
  }

  const profileStatus = async (a: AuthClient, token: string) => (await a.getProfile(token)).status

  describe('tokens', () => {
    it('a token is 43 characters of base64url: 32 random bytes', async () => {
      const a = authClient(t)
      const token = await a.signIn(newPhone())
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
      expect(Buffer.from(token, 'base64url').toString('base64url')).toBe(token)
    })

    it('the sessions table keeps only the SHA-256 of the token', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const token = await a.signIn(phone)
      const rows = await sessionRows(phone)
      expect(rows).toHaveLength(1)
      const row = rows[0]!
      expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'))
      for (const value of Object.values(row)) {
        const text = value instanceof Date ? value.toISOString() : String(value)
        expect(text).not.toContain(token)
      }
      // Nor does any other table's row of this customer.
      expect(JSON.stringify(await customerOf(phone))).not.toContain(token)
    })

    it('signing in twice gives two different tokens, both working', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const first = await a.signIn(phone)
      a.clock.advance(61_000)
      const second = await a.signIn(phone)
      expect(second).not.toBe(first)
      expect(await sessionRows(phone)).toHaveLength(2)
      expect(await profileStatus(a, first)).toBe(200)
      expect(await profileStatus(a, second)).toBe(200)
    })

    it('tokens of many sign-ins are all distinct', async () => {
      const a = authClient(t)
      const tokens = new Set<string>()
      for (let i = 0; i < 20; i++) tokens.add(await a.signIn(newPhone()))
      expect(tokens.size).toBe(20)
    })
  })

  describe('logout', () => {
    it('after POST /api/logout the same bearer is 401', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const token = await a.signIn(phone)
      expect(await profileStatus(a, token)).toBe(200)
      const reply = await a.logout(token)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({ success: true })
      expectUnauthorized(await a.getProfile(token))
      expectUnauthorized(await a.logout(token))
      const [row] = await sessionRows(phone)
      expect(row!.revokedAt).toEqual(a.clock.now)
    })

    it("logout ends only this session: the customer's other session goes on", async () => {
      const a = authClient(t)
      const phone = newPhone()
      const here = await a.signIn(phone)
      a.clock.advance(61_000)
      const there = await a.signIn(phone)
      expect((await a.logout(here)).status).toBe(200)
      expect(await profileStatus(a, here)).toBe(401)
      expect(await profileStatus(a, there)).toBe(200)
    })

    it("logout-all ends every session of the customer, and nobody else's", async () => {
      const a = authClient(t)
      const phone = newPhone()
      const mine: string[] = []
      for (let i = 0; i < 3; i++) {
        mine.push(await a.signIn(phone))
        a.clock.advance(61_000)
      }
      const someoneElse = await a.signIn(newPhone())
      const reply = await a.logout(mine[1]!, true)
      expect(reply.status, reply.text).toBe(200)
      expect(reply.body).toEqual({ success: true })
      for (const token of mine) expectUnauthorized(await a.getProfile(token))
      expect(await profileStatus(a, someoneElse)).toBe(200)
      expect((await sessionRows(phone)).every((row) => row.revokedAt !== null)).toBe(true)
      // A new sign-in works again afterwards.
      expect(await profileStatus(a, await a.signIn(phone))).toBe(200)
    })
  })

  describe('bearer', () => {
    const garbage = [
      ['no header', null],
      ['an empty bearer', 'Bearer '],
      ['a bare word', 'Bearer'],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
      ['punctuation', 'Bearer !!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!'],
      ['too short', 'Bearer abc'],
      ['too long', `Bearer ${'a'.repeat(500)}`],
      ['an unknown token', `Bearer ${Buffer.alloc(32, 7).toString('base64url')}`],
      ['SQL', "Bearer ' or '1'='1"],
    ] as const

    it.each(garbage)('%s: 401 {message} on every signed-in route', async (_, authorization) => {
      const a = authClient(t)
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {}
      expectUnauthorized(await a.getProfile(null, 'en', headers))
      for (const path of ['/api/update-profile', '/api/logout', '/api/logout-all']) {
        expectUnauthorized(await a.post(path, { name: 'Ivan' }, { headers }))
      }
    })

    it('the 401 message is in the request language', async () => {
      const a = authClient(t)
      expectUnauthorized(await a.getProfile(null, 'bg'), 'bg')
      expectUnauthorized(await a.getProfile('x'.repeat(43), 'bg'), 'bg')
    })

    it('a token differing in one character is refused', async () => {
      const a = authClient(t)
      const token = await a.signIn(newPhone())
      const last = token.at(-1) === 'A' ? 'B' : 'A'
      expectUnauthorized(await a.getProfile(`${token.slice(0, -1)}${last}`))
      expectUnauthorized(await a.getProfile(`${token}x`))
      expectUnauthorized(await a.getProfile(token.slice(1)))
      expect(await profileStatus(a, token)).toBe(200)
    })

    it('401 answers carry Cache-Control: no-store', async () => {
      const a = authClient(t)
      const revoked = await a.signIn(newPhone())
      await a.logout(revoked)
      const replies = [
        await a.getProfile(null),
        await a.getProfile('x'.repeat(43)),
        await a.getProfile(revoked),
        await a.post('/api/update-profile', { name: 'Ivan' }),
        await a.post('/api/logout', {}),
        await a.post('/api/logout-all', {}),
      ]
      for (const reply of replies) {
        expect(reply.status).toBe(401)
        expect(reply.headers.get('cache-control'), reply.text).toBe('no-store')
      }
    })

    it('profile answers are never cached', async () => {
      const a = authClient(t)
      const token = await a.signIn(newPhone())
      const reply = await a.getProfile(token)
      expect(reply.status).toBe(200)
      expect(reply.headers.get('cache-control')).toBe('no-store')
      const update = await a.updateProfile(token, { name: 'Ivan' })
      expect(update.status, update.text).toBe(200)
      expect(update.headers.get('cache-control')).toBe('no-store')
    })
  })

  describe('lifetime', () => {
    it('a session idle for more than 90 days is 401', async () => {
      const a = authClient(t)
      const phone = newPhone()
      const token = await a.signIn(phone)
      a.clock.advance(89 * DAY)
      expect(await profileStatus(a, token)).toBe(200)
      // 89 days later it was used; another 90 days and a minute of silence end it.
      a.clock.advance(90 * DAY + 60_000)
      expectUnauthorized(await a.getProfile(token))
      // Signing in again gives a new session; the old token stays dead.
      const fresh = await a.signIn(phone)
      expect(await profileStatus(a, fresh)).toBe(200)
      expect(await profileStatus(a, token)).toBe(401)
    })

    it('a session never used for 90 days and a minute is 401', async () => {
      const a = authClient(t)
      const token = await a.signIn(newPhone())
      a.clock.advance(90 * DAY + 60_000)
      expectUnauthorized(await a.getProfile(token))
    })

    it('a session used every month still ends 365 days after the sign-in', async () => {
      const a = authClient(t)
      const signedIn = a.clock.now
      const token = await a.signIn(newPhone())
      for (let day = 30; day <= 360; day += 30) {
        a.clock.set(new Date(signedIn.getTime() + day * DAY))
        expect(await profileStatus(a, token), `day ${day}`).toBe(200)
      }
      a.clock.set(new Date(signedIn.getTime() + 365 * DAY - HOUR))
      expect(await profileStatus(a, token)).toBe(200)
      a.clock.set(new Date(signedIn.getTime() + 365 * DAY + 60_000))
      expectUnauthorized(await a.getProfile(token))
    })
  })
})
