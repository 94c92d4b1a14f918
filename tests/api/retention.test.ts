import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, idempotencyKeys, otpChallenges, sessions } from '#server/db/schema'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { DEFAULT_RETENTION, type Retention } from '#shared/contract/privacy'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { delivery, line, NOON, orderRow, shopClient } from '#tests/support/shop'

// Issue 33: what the shop no longer needs goes after a period set as site data, by the hourly
// upkeep on the durable job queue. The clock moves; what is past its period goes, the rest stays.

const ENGINES = await engines()
const DAY = 24 * 60 * 60 * 1000

describe.each(ENGINES)('retention on %s', (engine) => {
  const t = useApi(engine)

  const waitingUpkeep = async () => {
    const waiting = (await t.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'housekeeping' and state = 'created'`,
    )) as unknown as { rows: { n: number }[] }
    return waiting.rows[0]!.n
  }

  it('deletes codes, ended sessions, old audit entries and abandoned orders’ addresses after their periods, and keeps the rest', async () => {
    const shop = shopClient(t)
    shop.clock.set(NOON)
    // Two sessions of one customer: one signed out at noon, one in use.
    const kept = await shop.signUp({ name: 'Rada' })
    shop.clock.advance(2 * 60_000)
    const ended = await shop.signIn(kept.phone)
    expect((await shop.logout(ended)).status).toBe(200)
    const completed = await shop.earnBonuses(kept)
    const abandoned = await shop.placed(
      kept.token,
      delivery([line('set-sakura')], { paymentType: 'card_online', comment: 'Gate code 1234' }),
    )
    // The admin sets the audit log's period (a manager may not); the others keep their defaults.
    const periods = { auditDays: 60 }
    const path = '/api/operator/site/retention'
    expectApiError(await shop.json('POST', path, await shop.staffOf('manager'), periods), 403)
    const set = await shop.json<{ data: { retention: Retention } }>(
      'POST',
      path,
      await shop.staffOf('admin'),
      periods,
    )
    expect(set.status, set.text).toBe(200)
    expect(set.body.data.retention).toEqual({ ...DEFAULT_RETENTION, auditDays: 60 })
    await t.db
      .insert(auditLog)
      .values({ staffId: null, action: 'auth.failed', ip: '10.0.0.1', at: NOON })
    const codes = () => t.db.select().from(otpChallenges).where(eq(otpChallenges.phone, kept.phone))
    const sessionsLeft = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.customerId, kept.id))).length
    const audits = async () =>
      (await t.db.select().from(auditLog).where(eq(auditLog.at, NOON))).length
    const keys = async () =>
      (await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.customerId, kept.id)))
        .length
    expect((await codes()).length).toBe(2)
    expect(await sessionsLeft()).toBe(2)
    const keysAtNoon = await keys()
    expect(keysAtNoon).toBeGreaterThan(0)

    // Started: the upkeep runs now and writes its next run, one at a time however often started.
    await shop.api.upkeep.catchUp()
    await shop.settle()
    await shop.api.upkeep.catchUp()
    expect(await waitingUpkeep()).toBe(1)
    expect((await codes()).length).toBe(2)
    // The unpaid card order is cancelled after its time to pay, its address kept for now.
    shop.clock.advance(DEFAULT_ORDER_LIMITS.payMinutes * 60_000)
    await shop.settle()
    expect((await orderRow(t.db, abandoned.order.id))!.status).toBe('cancelled')

    // A day and an hour on: sign-in codes are gone; sessions, orders and the log stay.
    shop.clock.set(new Date(NOON.getTime() + DAY + 60 * 60_000))
    await shop.settle()
    expect(await codes()).toEqual([])
    expect(await sessionsLeft()).toBe(2)
    expect((await orderRow(t.db, abandoned.order.id))!.comment).toBe('Gate code 1234')
    expect(await waitingUpkeep()).toBe(1)

    // 31 days on: the signed-out session goes (30 days), the one in use stays; the abandoned
    // order loses its address and comment but keeps its amounts; the completed one keeps all.
    shop.clock.set(new Date(NOON.getTime() + 31 * DAY))
    await shop.settle()
    expect(await sessionsLeft()).toBe(1)
    expect((await shop.getProfile(kept.token)).status).toBe(200)
    const emptied = (await orderRow(t.db, abandoned.order.id))!
    expect(emptied).toMatchObject({ comment: '', total: abandoned.order.total })
    expect(emptied.address).toEqual({
      street: '',
      entrance: '',
      floor: '',
      apartment: '',
      note: '',
    })
    expect((await orderRow(t.db, completed.id))!.address).toMatchObject({
      street: '22 Graf Ignatiev St',
    })
    expect(await keys()).toBe(0)
    expect(await audits()).toBe(1)

    // 61 days on: the audit entry is past the 60 days the site sets (not the default two years).
    shop.clock.set(new Date(NOON.getTime() + 61 * DAY))
    await shop.settle()
    expect(await audits()).toBe(0)

    // Ten years and a day on, the completed order keeps its amounts but no longer the door.
    shop.clock.set(new Date(NOON.getTime() + (10 * 365 + 4) * DAY))
    await shop.settle()
    const old = (await orderRow(t.db, completed.id))!
    expect(old).toMatchObject({ comment: '', total: completed.total, status: 'completed' })
    expect(old.address).toMatchObject({ street: '' })
    expect(await waitingUpkeep()).toBe(1)
  })
})
