import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { SIGN_IN_LIMITS } from '#server/api/operator/staff/lockout'
import { staff, staffSessions } from '#server/db/schema'
import { expectApiError, useApi } from '#tests/support/api'
import { HOUR, MINUTE, newIp, stableHeaders } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  newStaff,
  type OperatorClient,
  operatorClient,
  STAFF_PASSWORD,
} from '#tests/support/operator'

const ENGINES = await engines()
const DAY = 24 * HOUR

describe.each(ENGINES)('staff sign-in on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t)
  })

  it('gives a 256-bit token for the right e-mail (any case) and password; only its hash is stored', async () => {
    const member = await newStaff(t.db, 'manager')
    const reply = await op.signIn({ email: member.email.toUpperCase(), password: member.password })
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expect(reply.body.token).toMatch(/^[\w-]{43}$/)
    expect(reply.body.data).toEqual({
      id: member.id,
      email: member.email,
      name: expect.any(String),
      role: 'manager',
      active: true,
      totpEnabled: false,
      createdAt: expect.any(String),
    })
    const rows = await t.db.select().from(staffSessions).where(eq(staffSessions.staffId, member.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.tokenHash).not.toContain(reply.body.token)
    const me = await op.json('GET', '/api/operator/me', reply.body.token)
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ data: reply.body.data })
  })

  it('answers an unknown e-mail, a wrong password and a disabled account alike', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const disabled = await newStaff(t.db, 'kitchen')
    await t.db.update(staff).set({ active: false }).where(eq(staff.id, disabled.id))
    const replies = [
      await op.signIn({ email: 'nobody@staff.example', password: STAFF_PASSWORD }),
      await op.signIn({ email: member.email, password: `${STAFF_PASSWORD}!` }),
      await op.signIn({ email: disabled.email, password: disabled.password }),
    ]
    for (const reply of replies) {
      expectApiError(reply, 401, en.operator.signIn.failed)
      expect(reply.text).toBe(replies[0]!.text)
      expect(stableHeaders(reply)).toEqual(stableHeaders(replies[0]!))
    }
  })

  it('records sign-in, failed sign-in and sign-out in the audit log with the address', async () => {
    const member = await newStaff(t.db, 'kitchen')
    await op.signIn({ email: member.email, password: 'not the password at all' }, '198.51.100.7')
    await op.signIn({ email: 'ghost@staff.example', password: 'not the password at all' })
    const { token } = (await op.signIn(member, '198.51.100.8')).body
    expect((await op.json('POST', '/api/operator/sign-out', token, {})).status).toBe(200)
    expect((await op.json('GET', '/api/operator/me', token)).status).toBe(401)

    const failed = (await op.audited('auth.sign_in_failed')).filter(
      (row) =>
        row.staffId === member.id ||
        (row.details as { email: string }).email === 'ghost@staff.example',
    )
    expect(failed).toMatchObject([
      {
        staffId: member.id,
        ip: '198.51.100.7',
        details: { email: member.email, reason: 'password' },
      },
      { staffId: null, details: { email: 'ghost@staff.example', reason: 'password' } },
    ])
    const signedIn = (await op.audited('auth.signed_in')).filter((r) => r.staffId === member.id)
    expect(signedIn).toMatchObject([{ ip: '198.51.100.8', at: op.clock.now }])
    expect(
      (await op.audited('auth.signed_out')).filter((r) => r.staffId === member.id),
    ).toHaveLength(1)
    // No password, no token anywhere in the log.
    const text = JSON.stringify(await op.audited('auth.sign_in_failed'))
    expect(text).not.toContain('not the password at all')
  })

  it('never logs a password or a token', async () => {
    const member = await newStaff(t.db, 'kitchen')
    await op.signIn({ email: member.email, password: 'a wrong password here' })
    const { token } = (await op.signIn(member)).body
    await op.json('POST', '/api/operator/sign-out', token, {})
    const raw = op.raw.join('\n')
    expect(raw).toContain('staff_signed_in')
    expect(raw).toContain('staff_sign_in_failed')
    for (const secret of [member.password, 'a wrong password here', token]) {
      expect(raw).not.toContain(secret)
    }
  })

  it('locks an account after 5 misses at an address for 15 minutes, right password included', async () => {
    const member = await newStaff(t.db, 'admin')
    const ip = newIp()
    for (let i = 0; i < 5; i++) {
      expectApiError(await op.signIn({ ...member, password: `wrong password ${i}` }, ip), 401)
    }
    const locked = await op.signIn(member, ip)
    expectApiError(locked, 429, en.auth.tooMany)
    const wait = Number(locked.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(14 * 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    // An unknown e-mail locks the same way: the lock says nothing about which accounts exist.
    for (let i = 0; i < 5; i++)
      await op.signIn({ email: 'ghost2@staff.example', password: `p${i}` }, ip)
    const ghost = await op.signIn(
      { email: 'ghost2@staff.example', password: 'whatever really' },
      ip,
    )
    expect(ghost.status).toBe(429)
    expect(ghost.text).toBe(locked.text)

    op.clock.advance(wait * 1000)
    expect((await op.signIn(member, ip)).status).toBe(200)
  })

  it('a success forgets the misses before it', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const ip = newIp()
    const miss = () => op.signIn({ ...member, password: 'nope nope nope' }, ip)
    for (let i = 0; i < 4; i++) expect((await miss()).status).toBe(401)
    expect((await op.signIn(member, ip)).status).toBe(200)
    for (let i = 0; i < 4; i++) expect((await miss()).status).toBe(401)
    expect((await op.signIn(member, ip)).status).toBe(200)
  })

  it('parallel guesses cannot get past the lock: 8 at once, 5 checked, 3 refused', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const ip = newIp()
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        op.signIn({ ...member, password: `guess number ${i}` }, ip),
      ),
    )
    const statuses = replies.map((r) => r.status).sort()
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  // Twenty-two slow password hashes: more than the default time on a loaded machine.
  it(`limits misses per address (${SIGN_IN_LIMITS.address.max} in 15 minutes), over every e-mail`, {
    timeout: 60_000,
  }, async () => {
    const ip = newIp()
    for (let i = 0; i < SIGN_IN_LIMITS.address.max; i++) {
      const reply = await op.signIn(
        { email: `nobody${i}@staff.example`, password: 'wrong wrong' },
        ip,
      )
      expect(reply.status).toBe(401)
    }
    const member = await newStaff(t.db, 'kitchen')
    expect((await op.signIn(member, ip)).status).toBe(429)
    expect((await op.signIn(member, newIp())).status).toBe(200)
    op.clock.advance(15 * MINUTE)
    expect((await op.signIn(member, ip)).status).toBe(200)
  })

  it('ends a session after 12 idle hours and after 7 days whatever its use', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const idle = (await op.signIn(member)).body.token
    op.clock.advance(12 * HOUR - MINUTE)
    expect((await op.json('GET', '/api/operator/me', idle)).status).toBe(200)
    op.clock.advance(12 * HOUR + MINUTE)
    expectApiError(await op.json('GET', '/api/operator/me', idle), 401)

    // Used every 11 hours, it lives 7 days and not a minute more.
    const busy = (await op.signIn(member)).body.token
    for (let hours = 11; hours < 7 * 24; hours += 11) {
      op.clock.advance(11 * HOUR)
      expect((await op.json('GET', '/api/operator/me', busy)).status, `${hours} h`).toBe(200)
    }
    op.clock.advance(7 * DAY - 165 * HOUR + MINUTE)
    expect((await op.json('GET', '/api/operator/me', busy)).status).toBe(401)
  })

  it('a new sign-in with the old token ends the old session', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const first = (await op.signIn(member)).body.token
    const second = await op.json<{ token: string }>('POST', '/api/operator/sign-in', first, {
      email: member.email,
      password: member.password,
    })
    expect(second.status).toBe(200)
    expect((await op.json('GET', '/api/operator/me', first)).status).toBe(401)
    expect((await op.json('GET', '/api/operator/me', second.body.token)).status).toBe(200)
  })

  it('changes its own password: the current one is asked for, the rules hold, other sessions end', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const here = (await op.signIn(member)).body.token
    const elsewhere = (await op.signIn(member)).body.token
    const change = (body: object) => op.json('POST', '/api/operator/me/password', here, body)
    const wrong = await change({
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    })
    expectApiError(wrong, 422)
    expect(errorsOf(wrong)).toEqual({
      currentPassword: en.operator.password.wrong,
    })
    const short = await change({ currentPassword: member.password, newPassword: 'eleven char' })
    expect(errorsOf(short)).toEqual({
      newPassword: 'At least 12 characters.',
    })
    expect(
      (await change({ currentPassword: member.password, newPassword: 'a brand new passphrase' }))
        .status,
    ).toBe(200)
    expect((await op.json('GET', '/api/operator/me', here)).status).toBe(200)
    expect((await op.json('GET', '/api/operator/me', elsewhere)).status).toBe(401)
    expect((await op.signIn(member)).status).toBe(401)
    expect((await op.signIn({ ...member, password: 'a brand new passphrase' })).status).toBe(200)
    expect(await op.audited('auth.password_changed', member.id)).toHaveLength(1)
  })
})
