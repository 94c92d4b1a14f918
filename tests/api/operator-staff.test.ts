import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { audit } from '#server/api/operator/staff/audit'
import { staff } from '#server/db/schema'
import type { AuditAction } from '#shared/audit'
import type { StaffView } from '#shared/contract/operator/staff'
import { expectApiError, send, useApi, validationMessage } from '#tests/support/api'
import { MINUTE, newIp } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  newStaff,
  type OperatorClient,
  operatorClient,
  STAFF_PASSWORD,
} from '#tests/support/operator'

const ENGINES = await engines()

type AuditPage = {
  data: {
    id: number
    at: string
    action: string
    staff: { id: number; name: string; email: string } | null
    target: { type: string; id: string } | null
    before: unknown
    after: unknown
    details: unknown
    ip: string | null
  }[]
  meta: { page: number; perPage: number; total: number }
}

describe.each(ENGINES)('staff accounts on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let admin: Awaited<ReturnType<OperatorClient['member']>>
  beforeAll(async () => {
    op = operatorClient(t)
    admin = await op.member('admin')
  })

  const create = (body: object, lang = 'en') =>
    send<{ data: StaffView }>(op.api, '/api/operator/staff', {
      method: 'POST',
      lang,
      headers: {
        Authorization: `Bearer ${admin.token}`,
        'Content-Type': 'application/json',
        'X-Client-IP': '192.0.2.44',
      },
      body: JSON.stringify(body),
    })
  const update = (id: number, body: object, token = admin.token) =>
    op.json<{ data: StaffView }>('POST', `/api/operator/staff/${id}`, token, body)

  it('creates an account with a password of 12 characters or more, not a common one', async () => {
    const email = `New.Cook.${Date.now()}@Staff.Example`
    const body = { email, name: ' New Cook ', role: 'kitchen', password: 'eleven char' }
    const short = await create(body)
    expectApiError(short, 422, validationMessage('en', 'failed'))
    expect(errorsOf(short)).toEqual({
      password: validationMessage('en', 'tooShort', { min: 12 }),
    })
    const common = await create({ ...body, password: 'Password1234' }, 'ua')
    expect(errorsOf(common)).toEqual({
      password: uk.operator.password.common,
    })
    const long = await create({ ...body, password: 'x'.repeat(129) }, 'ru')
    expect(errorsOf(long)).toEqual({
      password: ru.validation.tooLong.replace('{{max}}', '128'),
    })

    const created = await create({ ...body, password: 'twelve chars' })
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({
      email: email.toLowerCase(),
      name: 'New Cook',
      role: 'kitchen',
      active: true,
      totpEnabled: false,
    })
    const [row] = await t.db.select().from(staff).where(eq(staff.id, created.body.data.id))
    expect(row!.passwordHash).toMatch(/^\$scrypt\$ln=14,r=8,p=5\$/)
    expect(row!.passwordHash).not.toContain('twelve chars')
    expect(created.text).not.toContain('scrypt')
    expect((await op.signIn({ email, password: 'twelve chars' })).status).toBe(200)

    const twice = await create({ ...body, email: email.toUpperCase(), password: 'twelve chars' })
    expectApiError(twice, 409, en.operator.staff.emailTaken)
    expect(await op.audited('staff.created', created.body.data.id)).toMatchObject([
      {
        staffId: admin.id,
        targetType: 'staff',
        ip: '192.0.2.44',
        after: { email: email.toLowerCase(), name: 'New Cook', role: 'kitchen' },
        before: null,
      },
    ])
  })

  it('lists accounts without hashes or secrets', async () => {
    const reply = await op.json<{ data: StaffView[] }>('GET', '/api/operator/staff', admin.token)
    expect(reply.status).toBe(200)
    expect(reply.body.data.map((m) => m.id)).toContain(admin.id)
    expect(reply.text).not.toMatch(/scrypt|passwordHash|totpSecret/)
  })

  it('disables an account (its sessions end at once, sign-in is refused) and enables it again', async () => {
    const member = await op.member('kitchen')
    const disabled = await update(member.id, { active: false })
    expect(disabled.status, disabled.text).toBe(200)
    expect(disabled.body.data.active).toBe(false)
    expectApiError(await op.json('GET', '/api/operator/me', member.token), 401)
    expectApiError(await op.signIn(member), 401, en.operator.signIn.failed)
    await update(member.id, { active: true, role: 'manager', name: 'Shift lead' })
    expect((await op.signIn(member)).body.data).toMatchObject({ role: 'manager', active: true })
    expect(await op.audited('staff.updated', member.id)).toMatchObject([
      { staffId: admin.id, before: { active: true }, after: { active: false } },
      {
        staffId: admin.id,
        before: { active: false, role: 'kitchen', name: `kitchen ${member.email.split('-')[1]}` },
        after: { active: true, role: 'manager', name: 'Shift lead' },
      },
    ])
  })

  it('a role change applies to the sessions already open', async () => {
    const member = await op.member('manager')
    expect((await op.json('GET', '/api/operator/staff', member.token)).status).toBe(403)
    await update(member.id, { role: 'admin' })
    expect((await op.json('GET', '/api/operator/staff', member.token)).status).toBe(200)
  })

  it('an admin can neither disable themselves nor change their own role', async () => {
    expectApiError(await update(admin.id, { active: false }), 409, en.operator.staff.notYourself)
    expectApiError(await update(admin.id, { role: 'kitchen' }), 409, en.operator.staff.notYourself)
    expect((await update(admin.id, { name: 'The Boss' })).body.data.name).toBe('The Boss')
    expectApiError(await update(999_999, { name: 'x' }), 404, en.operator.staff.notFound)
  })

  it('resets a password: sessions end, a lock-out is lifted, the old password is refused', async () => {
    const member = await op.member('kitchen')
    // The lock is the account's at the address the misses came from.
    const ip = newIp()
    for (let i = 0; i < 5; i++) await op.signIn({ ...member, password: `wrong password ${i}` }, ip)
    expect((await op.signIn(member, ip)).status).toBe(429)
    const reset = await op.json('POST', `/api/operator/staff/${member.id}/password`, admin.token, {
      password: 'a fresh start for you',
    })
    expect(reset.status, reset.text).toBe(200)
    expect((await op.json('GET', '/api/operator/me', member.token)).status).toBe(401)
    expect((await op.signIn(member, ip)).status).toBe(401)
    expect((await op.signIn({ ...member, password: 'a fresh start for you' }, ip)).status).toBe(200)
    const rows = await op.audited('staff.password_reset', member.id)
    expect(rows).toMatchObject([{ staffId: admin.id, before: null, after: null, details: null }])
    expect(JSON.stringify(rows)).not.toContain('a fresh start')
  })

  it('the audit log: newest first, a page at a time, by action or staff member, for admins', async () => {
    const member = await newStaff(t.db, 'kitchen', STAFF_PASSWORD)
    for (let i = 0; i < 3; i++) {
      op.clock.advance(MINUTE)
      await op.signIn(member)
    }
    const page = (query: string) =>
      op.json<AuditPage>('GET', `/api/operator/audit?${query}`, admin.token)
    const first = await page(`action=auth.signed_in&staffId=${member.id}&perPage=2`)
    expect(first.status, first.text).toBe(200)
    expect(first.body.meta).toEqual({ page: 1, perPage: 2, total: 3 })
    const second = await page(`action=auth.signed_in&staffId=${member.id}&perPage=2&page=2`)
    const all = [...first.body.data, ...second.body.data]
    expect(all).toHaveLength(3)
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse())
    expect(all[0]).toMatchObject({
      action: 'auth.signed_in',
      staff: { id: member.id, email: member.email },
      ip: expect.any(String),
    })
    const everything = await page('perPage=100')
    expect(everything.body.meta.total).toBeGreaterThan(3)
    expect(everything.body.data.length).toBeLessThanOrEqual(100)
    expectApiError(await page('perPage=500'), 422)
    const manager = await op.member('manager')
    expect((await op.json('GET', '/api/operator/audit', manager.token)).status).toBe(403)
  })

  it('the audit log by order, by action and person together; an action it does not know is a 422', async () => {
    const cook = await newStaff(t.db, 'kitchen', STAFF_PASSWORD)
    const manager = await newStaff(t.db, 'manager', STAFF_PASSWORD)
    const entry = (staffId: number, action: AuditAction, orderId: number) =>
      audit(t.db, {
        staffId,
        action,
        target: { type: 'order', id: orderId },
        ip: null,
        at: op.clock.now,
      })
    // Order 9001 moved by the cook, then cancelled by the manager; order 9002 moved by the cook.
    await entry(cook.id, 'order.status', 9001)
    await entry(manager.id, 'order.cancelled', 9001)
    await entry(cook.id, 'order.status', 9002)
    const page = (query: string) =>
      op.json<AuditPage>('GET', `/api/operator/audit?${query}`, admin.token)
    const about = (reply: Awaited<ReturnType<typeof page>>) =>
      reply.body.data.map((e) => [e.action, e.staff?.id, e.target?.id])
    expect(about(await page('orderId=9001'))).toEqual([
      ['order.cancelled', manager.id, '9001'],
      ['order.status', cook.id, '9001'],
    ])
    expect(about(await page(`orderId=9001&staffId=${cook.id}`))).toEqual([
      ['order.status', cook.id, '9001'],
    ])
    expect(about(await page(`action=order.status&staffId=${cook.id}`))).toEqual([
      ['order.status', cook.id, '9002'],
      ['order.status', cook.id, '9001'],
    ])
    const unknown = await page('action=order.bogus')
    expectApiError(unknown, 422)
    expect(errorsOf(unknown)).toHaveProperty('action')
    expect(errorsOf(await page('orderId=abc'))).toHaveProperty('orderId')
  })
})
