import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { newTotpSecret } from '#server/api/operator/staff/totp'
import { staff } from '#server/db/schema'
import { DEVELOPMENT_TOTP_KEY, secretBox } from '#server/secret-box'
import { expectApiError, useApi } from '#tests/support/api'
import { newIp, SECOND } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  newStaff,
  type OperatorClient,
  operatorClient,
  type StaffMember,
  totpCode,
} from '#tests/support/operator'

const ENGINES = await engines()

type Enrolment = { data: { secret: string; uri: string } }

// The API under test runs on the development key (no STAFF_TOTP_KEY given).
const DEVELOPMENT_BOX = secretBox(DEVELOPMENT_TOTP_KEY)

describe.each(ENGINES)('two-step sign-in (TOTP) on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t)
  })

  /** A member with two-step sign-in confirmed: the account, its secret and a session. */
  const enrolled = async (): Promise<StaffMember & { secret: string; token: string }> => {
    const member = await newStaff(t.db, 'manager')
    const token = (await op.signIn(member)).body.token
    const start = await op.json<Enrolment>('POST', '/api/operator/me/totp', token, {
      password: member.password,
    })
    expect(start.status, start.text).toBe(200)
    const { secret } = start.body.data
    const confirm = await op.json('POST', '/api/operator/me/totp/confirm', token, {
      code: totpCode(secret, op.clock.now),
    })
    expect(confirm.status, confirm.text).toBe(200)
    // Two steps on: the step before now is unused (the confirming code's step works no more).
    op.clock.advance(60 * SECOND)
    return { ...member, secret, token }
  }

  it('enrols: the password again, then a base32 secret and its otpauth:// URI', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const token = (await op.signIn(member)).body.token
    const wrong = await op.json('POST', '/api/operator/me/totp', token, {
      password: 'not it at all',
    })
    expectApiError(wrong, 422)
    expect(errorsOf(wrong)).toEqual({
      password: en.operator.password.wrong,
    })
    const start = await op.json<Enrolment>('POST', '/api/operator/me/totp', token, {
      password: member.password,
    })
    expect(start.status, start.text).toBe(200)
    expect(start.headers.get('cache-control')).toBe('no-store')
    const { secret, uri } = start.body.data
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(uri)
    expect(
      uri.startsWith(`otpauth://totp/Hanami%20Sushi:${encodeURIComponent(member.email)}?`),
    ).toBe(true)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      secret,
      issuer: 'Hanami Sushi',
      digits: '6',
      period: '30',
      algorithm: 'SHA1',
    })
    // Not enforced before it is confirmed.
    expect((await op.signIn(member)).status).toBe(200)
    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id))
    expect(row!.totpSecret).toBeNull()
    expect(row!.totpPendingSecret).toMatch(/^v1:/)
    expect(DEVELOPMENT_BOX.open(row!.totpPendingSecret!)).toBe(secret)
    expect(op.raw.join('\n')).not.toContain(secret)
  })

  it('confirms with a right code only, then needs a code at every sign-in', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const token = (await op.signIn(member)).body.token
    const early = await op.json('POST', '/api/operator/me/totp/confirm', token, { code: '123456' })
    expectApiError(early, 409, en.operator.totp.notStarted)
    const { secret } = (
      await op.json<Enrolment>('POST', '/api/operator/me/totp', token, {
        password: member.password,
      })
    ).body.data
    const bad = await op.json('POST', '/api/operator/me/totp/confirm', token, {
      code: totpCode(secret, op.clock.now, 5),
    })
    expectApiError(bad, 422)
    expect(errorsOf(bad)).toEqual({ code: en.operator.totp.invalid })
    const good = await op.json<{ data: { totpEnabled: boolean } }>(
      'POST',
      '/api/operator/me/totp/confirm',
      token,
      { code: totpCode(secret, op.clock.now) },
    )
    expect(good.body.data.totpEnabled).toBe(true)
    expect(await op.audited('auth.totp_enabled', member.id)).toHaveLength(1)

    const again = await op.json('POST', '/api/operator/me/totp', token, {
      password: member.password,
    })
    expectApiError(again, 409, en.operator.totp.already)

    const missing = await op.signIn(member)
    expectApiError(missing, 401, en.operator.totp.required)
    expect(errorsOf(missing)).toEqual({ code: en.operator.totp.required })
  })

  it('refuses a wrong, an old or a used code; takes one step of drift; a code works once', async () => {
    const member = await enrolled()
    const signIn = (code: string) => op.signIn({ ...member, code })
    const now = () => op.clock.now
    const wrong = totpCode(member.secret, now()) === '000000' ? '111111' : '000000'
    expectApiError(await signIn(wrong), 401, en.operator.totp.invalid)
    expectApiError(await signIn(totpCode(member.secret, now(), -2)), 401, en.operator.totp.invalid)
    expectApiError(await signIn(totpCode(member.secret, now(), 2)), 401, en.operator.totp.invalid)
    // The wrong password with the right code is still the wrong password.
    const wrongPassword = await op.signIn({
      email: member.email,
      password: 'not the password',
      code: totpCode(member.secret, now()),
    })
    expectApiError(wrongPassword, 401, en.operator.signIn.failed)

    const previous = totpCode(member.secret, now(), -1)
    expect((await signIn(previous)).status).toBe(200)
    expectApiError(await signIn(previous), 401, en.operator.totp.invalid)
    const current = totpCode(member.secret, now())
    expect((await signIn(current)).status).toBe(200)
    // Replayed, or an older step after a newer one was used.
    expectApiError(await signIn(current), 401, en.operator.totp.invalid)
    expectApiError(await signIn(previous), 401, en.operator.totp.invalid)
    op.clock.advance(30 * SECOND)
    expect((await signIn(totpCode(member.secret, now()))).status).toBe(200)
    const failures = (await op.audited('auth.sign_in_failed')).filter(
      (r) => r.staffId === member.id,
    )
    expect(failures.map((r) => (r.details as { reason: string }).reason)).toEqual([
      'code',
      'code',
      'code',
      'password',
      'code',
      'code',
      'code',
    ])
  })

  it('stores the secret sealed, never in clear, and signs in with its codes', async () => {
    const member = await enrolled()
    const [row] = await t.db.select().from(staff).where(eq(staff.id, member.id))
    expect(row!.totpPendingSecret).toBeNull()
    expect(row!.totpSecret).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/)
    expect(row!.totpSecret).not.toContain(member.secret)
    expect(DEVELOPMENT_BOX.open(row!.totpSecret!)).toBe(member.secret)
    const reply = await op.signIn({ ...member, code: totpCode(member.secret, op.clock.now) })
    expect(reply.status, reply.text).toBe(200)
  })

  it('a secret stored in clear before encryption still works and is sealed at its next use', async () => {
    const member = await newStaff(t.db, 'kitchen')
    const secret = newTotpSecret()
    await t.db.update(staff).set({ totpSecret: secret }).where(eq(staff.id, member.id))
    const wrong = totpCode(secret, op.clock.now, 4)
    expectApiError(await op.signIn({ ...member, code: wrong }), 401, en.operator.totp.invalid)
    const stored = async () =>
      (await t.db.select().from(staff).where(eq(staff.id, member.id)))[0]!.totpSecret!
    expect(await stored()).toBe(secret)
    const reply = await op.signIn({ ...member, code: totpCode(secret, op.clock.now) })
    expect(reply.status, reply.text).toBe(200)
    expect(await stored()).toMatch(/^v1:/)
    expect(DEVELOPMENT_BOX.open(await stored())).toBe(secret)
    op.clock.advance(30 * SECOND)
    expect((await op.signIn({ ...member, code: totpCode(secret, op.clock.now) })).status).toBe(200)
  })

  it('of parallel sign-ins with one code, exactly one gets in', async () => {
    const member = await enrolled()
    const code = totpCode(member.secret, op.clock.now)
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => op.signIn({ ...member, code })),
    )
    expect(replies.map((r) => r.status).sort()).toEqual([200, 401, 401, 401])
  })

  it('wrong codes count towards the lock', async () => {
    const member = await enrolled()
    // The lock is the account's at the address the misses came from.
    const ip = newIp()
    for (let i = 0; i < 5; i++) {
      const reply = await op.signIn(
        { ...member, code: totpCode(member.secret, op.clock.now, 3 + i) },
        ip,
      )
      expectApiError(reply, 401, en.operator.totp.invalid)
    }
    expect(
      (await op.signIn({ ...member, code: totpCode(member.secret, op.clock.now) }, ip)).status,
    ).toBe(429)
  })

  it('an admin turns it off for someone who lost their phone', async () => {
    const member = await enrolled()
    const admin = await op.member('admin')
    const reset = await op.json<{ data: { totpEnabled: boolean } }>(
      'POST',
      `/api/operator/staff/${member.id}/totp/reset`,
      admin.token,
      {},
    )
    expect(reset.status, reset.text).toBe(200)
    expect(reset.body.data.totpEnabled).toBe(false)
    expect((await op.signIn(member)).status).toBe(200)
    expect(await op.audited('staff.totp_reset', member.id)).toMatchObject([
      { staffId: admin.id, before: { totpEnabled: true }, after: { totpEnabled: false } },
    ])
  })
})
