import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { auditLog, customers, reviews, welcomedPhones } from '#server/db/schema'
import type { AnswerOf } from '#shared/api-client'
import type { DataExport } from '#shared/contract/privacy'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  type Customer,
  delivery,
  line,
  orderRow,
  RULES,
  type ShopClient,
  shopClient,
} from '#tests/support/shop'

// Issue 33: the customer's data in the customer's hands (GDPR art. 15, 17, 20). A copy holds all
// of theirs and nothing of anyone else's; a deleted account leaves orders without a person, and
// its phone number signs up afresh; an admin does the same for a request by e-mail, audited.

const ENGINES = await engines()
const MINUTE = 60_000

type Deleted = { data: { forfeited: number } }

describe.each(ENGINES)('data rights on %s', (engine) => {
  const t = useApi(engine)

  /** A delivery to `street` with `comment`, completed by the kitchen and reviewed with `text`. */
  const completedOrder = async (
    shop: ShopClient,
    who: Customer,
    { street, comment, text }: { street: string; comment: string; text: string },
  ) => {
    const body = delivery([line('set-sakura')], {
      address: { street, entrance: 'B', floor: '2', apartment: '5' },
      comment,
    })
    const { order } = await shop.placed(who.token, body)
    await shop.advance(order.id, 'accepted', 'cooking', 'on_the_way', 'completed')
    const review = await shop.review(who.token, order.id, { rating: 4, text })
    expect(review.status, review.text).toBe(200)
    return order
  }

  const exportOf = (shop: ShopClient, token: string | null) =>
    shop.json<DataExport>('GET', '/api/account/data', token)
  const deleteAccount = (shop: ShopClient, token: string, body: unknown = { confirm: true }) =>
    shop.json<Deleted>('POST', '/api/account/delete', token, body)

  it('the export is a file of everything the shop holds about the customer, and nothing of another', async () => {
    const shop = shopClient(t)
    const mila = await shop.signUp({ name: 'Mila' })
    const saved = await shop.updateProfile(mila.token, {
      name: 'Mila',
      surname: 'Petrova',
      birthday: '1991-04-12',
    })
    expect(saved.status, saved.text).toBe(200)
    // Boris signs up with Mila's link: her export counts him, and names him nowhere.
    const boris = await shop.signUp({ name: '' })
    await shop.updateProfile(boris.token, { name: 'Boris', referrer_id: mila.id })
    const hers = await completedOrder(shop, mila, {
      street: '5 Oborishte St',
      comment: 'Ring twice',
      text: 'Fresh fish, kind courier',
    })
    await completedOrder(shop, boris, {
      street: '99 Vitosha Blvd',
      comment: 'Leave at the door',
      text: 'Too much rice',
    })
    await shop.json('POST', '/api/profile/notifications', mila.token, { status_sms: false })
    const chose = await shop.json('POST', '/api/consents', mila.token, {
      purpose: 'analytics',
      granted: true,
    })
    expect(chose.status, chose.text).toBe(200)

    const reply = await exportOf(shop, mila.token)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hanami-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(reply.headers.get('cache-control')).toBe('no-store')
    const data = reply.body
    expect(data.profile).toMatchObject({
      id: mila.id,
      phone: mila.phone,
      name: 'Mila',
      surname: 'Petrova',
      birthday: '1991-04-12',
    })
    expect(data.addresses.map((a) => a.street)).toEqual(['5 Oborishte St'])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      id: hers.id,
      status: 'completed',
      comment: 'Ring twice',
      address: { street: '5 Oborishte St', entrance: 'B' },
      total: hers.total,
    })
    expect(data.orders[0]!.lines).toMatchObject([{ quantity: 1 }])
    expect(data.orders[0]!.events.map((e) => e.status)).toEqual([
      'new',
      'accepted',
      'cooking',
      'on_the_way',
      'completed',
    ])
    expect(data.bonuses.ledger.map((e) => e.kind).sort()).toEqual(
      ['cashback', 'review', 'welcome', 'referral'].sort(),
    )
    // The referral reward stems from Boris's order: its number is his, so it stays out.
    expect(data.bonuses.ledger.find((e) => e.kind === 'referral')!.orderId).toBeNull()
    const bonuses = await shop.bonuses(mila.token)
    expect(data.bonuses.balance).toBe(bonuses.body.data.balance)
    expect(data.referrals).toEqual({ code: mila.referralCode, invitedBy: false, invited: 1 })
    expect(data.reviews).toMatchObject([
      { orderId: hers.id, rating: 4, text: 'Fresh fish, kind courier' },
    ])
    expect(data.settings).toEqual({ statusSms: false })
    expect(data.consents).toMatchObject([{ purpose: 'analytics', granted: true }])
    expect(data.sessions.length).toBeGreaterThanOrEqual(1)
    // Nothing of Boris, and no session secret.
    for (const his of [
      boris.phone,
      'Boris',
      '99 Vitosha Blvd',
      'Leave at the door',
      'Too much rice',
    ])
      expect(reply.text).not.toContain(his)
    expect(reply.text).not.toContain(mila.token)
    expect(reply.text).not.toMatch(/token|hash/i)

    const his = await exportOf(shop, boris.token)
    expect(his.body.referrals).toMatchObject({ invitedBy: true, invited: 0 })
    expect(his.text).not.toContain(mila.phone)
    expectApiError(await exportOf(shop, null), 401)
  })

  it('deletion forfeits the bonuses, keeps the orders without a person, and frees the phone number', async () => {
    const shop = shopClient(t)
    const ana = await shop.signUp({ name: 'Ana' })
    const order = await completedOrder(shop, ana, {
      street: '7 Rakovski St',
      comment: 'Allergic to sesame, Ana',
      text: 'Lovely',
    })
    const balance = (await shop.bonuses(ana.token)).body.data.balance
    expect(balance).toBeGreaterThan(0)
    // A friend follows the order by its link until the account goes.
    const link = await shop.json<AnswerOf<'post', '/api/orders/{id}/share'>>(
      'POST',
      `/api/orders/${order.id}/share`,
      ana.token,
      {},
    )
    expect(link.status, link.text).toBe(200)
    const followed = () => shop.json('GET', `/api/shared-orders/${link.body.data.token}`, null)
    expect((await followed()).status).toBe(200)

    expect((await deleteAccount(shop, ana.token, {})).status).toBe(422)
    const reply = await deleteAccount(shop, ana.token)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.data.forfeited).toBe(balance)

    // Every session ended.
    expectApiError(await shop.getProfile(ana.token), 401)
    // The order stays for the accounts, with nothing that names or finds her.
    const kept = (await orderRow(t.db, order.id))!
    expect(kept).toMatchObject({ customerId: ana.id, total: order.total, comment: '' })
    expect(kept.address).toEqual({ street: '', entrance: '', floor: '', apartment: '', note: '' })
    const [holder] = await t.db.select().from(customers).where(eq(customers.id, ana.id))
    expect(holder).toMatchObject({ name: '', surname: '', birthday: null, addresses: [] })
    expect(holder!.phone).not.toContain(ana.phone)
    expect(holder!.referralCode).not.toBe(ana.referralCode)
    const [review] = await t.db.select().from(reviews).where(eq(reviews.orderId, order.id))
    expect(review).toMatchObject({ rating: 4, text: '' })
    expectApiError(await shop.json('GET', `/api/referral-codes/${ana.referralCode}`, null), 404)
    // Her order's link stops working with her account.
    expectApiError(await followed(), 404)

    // The same number signs up again: a new customer with no history, and not welcomed twice.
    shop.clock.advance(2 * MINUTE)
    const again = await shop.signIn(ana.phone)
    const profile = (await shop.getProfile(again)).body.data
    expect(profile.id).not.toBe(ana.id)
    expect(profile).toMatchObject({ phone: ana.phone, name: '' })
    expect((await shop.orders(again)).body.data).toEqual([])
    const fresh = (await shop.bonuses(again)).body.data
    expect(fresh).toMatchObject({ balance: 0, history: [] })
    // What remembers the number is no number: nothing kept holds her phone in clear.
    expect(JSON.stringify(await t.db.select().from(welcomedPhones))).not.toContain(ana.phone)
  })

  it('deleting again and again gives one welcome bonus per number, also for an account welcomed before numbers were kept', async () => {
    const shop = shopClient(t)
    const zoe = await shop.signUp({ name: 'Zoe' })
    expect((await shop.bonuses(zoe.token)).body.data.balance).toBe(RULES.welcomeBonus)
    // Welcomed before the shop kept welcomed numbers: only the ledger knows it.
    await t.db.delete(welcomedPhones)
    let token = zoe.token
    for (let round = 0; round < 3; round++) {
      expect((await deleteAccount(shop, token)).status).toBe(200)
      shop.clock.advance(2 * MINUTE)
      token = await shop.signIn(zoe.phone)
      expect((await shop.bonuses(token)).body.data).toMatchObject({ balance: 0, history: [] })
    }
    // A number never welcomed still is, once.
    const newcomer = await shop.signUp({ name: 'Lea' })
    expect((await shop.bonuses(newcomer.token)).body.data.balance).toBe(RULES.welcomeBonus)
  })

  it('an order still under way refuses the deletion in words, and nothing is deleted', async () => {
    const shop = shopClient(t)
    const ivo = await shop.signUp({ name: 'Ivo' })
    const { order } = await shop.placed(ivo.token, delivery([line('set-sakura')]))
    const refused = await deleteAccount(shop, ivo.token)
    expectApiError(refused, 409, en.privacy.openOrders.replace('{{id}}', String(order.id)))
    expect((await shop.getProfile(ivo.token)).body.data.name).toBe('Ivo')

    await shop.advance(order.id, 'accepted', 'cooking', 'on_the_way', 'completed')
    expect((await deleteAccount(shop, ivo.token)).status).toBe(200)
  })

  it('an admin exports and deletes for a request by e-mail, in the audit log; the kitchen may not', async () => {
    const shop = shopClient(t)
    const eva = await shop.signUp({ name: 'Eva' })
    await completedOrder(shop, eva, { street: '1 Shipka St', comment: '', text: 'Good' })
    const data = `/api/operator/customers/${eva.id}/data`
    const remove = `/api/operator/customers/${eva.id}/delete`
    const request = { confirm: true, request: 'e-mail of 3 March from the customer' }

    const kitchen = await shop.staffOf('kitchen')
    expectApiError(await shop.json('GET', data, kitchen), 403)
    expectApiError(await shop.json('POST', remove, kitchen, request), 403)
    expectApiError(await shop.json('GET', data, eva.token), 401)

    const admin = await shop.staffOf('admin')
    const copy = await shop.json<DataExport>('GET', data, admin)
    expect(copy.status, copy.text).toBe(200)
    expect(copy.headers.get('content-disposition')).toMatch(/^attachment;/)
    expect(copy.body.profile.phone).toBe(eva.phone)

    const balance = (await shop.bonuses(eva.token)).body.data.balance
    const deleted = await shop.json<Deleted>('POST', remove, admin, request)
    expect(deleted.status, deleted.text).toBe(200)
    expect(deleted.body.data.forfeited).toBe(balance)
    expectApiError(await shop.getProfile(eva.token), 401)
    expectApiError(await shop.json('GET', data, admin), 404)
    expectApiError(await shop.json('POST', remove, admin, request), 404)

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(eva.id)))
    const mine = entries.filter((e) => e.targetType === 'customer')
    expect(mine.map((e) => e.action)).toEqual(['customer.exported', 'customer.deleted'])
    expect(mine[1]!.details).toEqual({ request: request.request, forfeited: balance })
    // The log says who asked how, never the customer's phone.
    expect(JSON.stringify(mine)).not.toContain(eva.phone)
  })
})
