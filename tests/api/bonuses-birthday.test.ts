import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bonusLedger, siteValues } from '#server/db/schema'
import site from '#server/db/seed/data/site.json'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  type Customer,
  line,
  pickup,
  RULES,
  type ShopClient,
  shopClient,
} from '#tests/support/shop'

// The birthday gift (docs/bonuses.md): the seed gives €5 from 3 days before the birthday to 3 days
// after it, once a year, granted when the balance is read (the bonuses page, the checkout's quote).

const ENGINES = await engines()

/** Sofia is UTC+2 in winter: 22:00 UTC is midnight there. */
const sofia = (day: string, time = '12:00') =>
  new Date(new Date(`${day}T${time}:00+02:00`).toISOString())

describe.each(ENGINES)('birthday gift on %s', (engine) => {
  const t = useApi(engine)

  const gifts = async (customerId: number) =>
    t.db
      .select({ amount: bonusLedger.amount, year: bonusLedger.giftYear })
      .from(bonusLedger)
      .where(and(eq(bonusLedger.customerId, customerId), eq(bonusLedger.kind, 'birthday')))
      .orderBy(bonusLedger.giftYear)

  /** A customer born on `birthday`, named, signed in at the client's clock. */
  const bornOn = async (shop: ShopClient, birthday: string): Promise<Customer> => {
    const customer = await shop.signUp()
    const reply = await shop.updateProfile(customer.token, { name: 'Rada', birthday })
    expect(reply.status, reply.text).toBe(200)
    return customer
  }

  /** `n` balance reads at once: half on the bonuses page, half in the checkout's quote. */
  const readsAtOnce = async (shop: ShopClient, customer: Customer, n: number) => {
    const replies = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        i % 2 === 0
          ? shop.bonuses(customer.token)
          : shop.quote(customer.token, pickup([line('set-sakura')])),
      ),
    )
    for (const reply of replies) expect(reply.status, reply.text).toBe(200)
    return replies.map((reply) => (reply.body.data as { balance: number }).balance)
  }

  it('the rule is data, on the bonuses page and in the site settings the profile modal reads', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const { rules } = (await shop.bonuses(customer.token)).body.data
    expect(rules).toMatchObject({
      birthdayBonus: site.bonusRules.birthdayBonus,
      birthdayDays: site.bonusRules.birthdayDays,
    })
    const settings = await t.get<{ settings: { birthdayGift: unknown } }>('/api/get-options')
    expect(settings.body.settings.birthdayGift).toEqual({
      amount: site.bonusRules.birthdayBonus,
      days: site.bonusRules.birthdayDays,
    })
  })

  it('once a year in its window, under parallel reads, with the clock moved through two years', async () => {
    const shop = shopClient(t)
    shop.clock.set(sofia('2026-11-24'))
    const customer = await bornOn(shop, '1990-12-01')
    const welcome = RULES.welcomeBonus

    // Before the window (28 November, midnight in Sofia): nothing.
    expect(await readsAtOnce(shop, customer, 6)).toEqual(Array(6).fill(welcome))
    shop.clock.set(sofia('2026-11-27', '23:59'))
    expect(await readsAtOnce(shop, customer, 4)).toEqual(Array(4).fill(welcome))
    expect(await gifts(customer.id)).toEqual([])

    // Its first minute: ten reads at once, one gift, and every read already counts it.
    shop.clock.set(sofia('2026-11-28', '00:00'))
    const gifted = welcome + RULES.birthdayBonus
    expect(await readsAtOnce(shop, customer, 10)).toEqual(Array(10).fill(gifted))
    expect(await gifts(customer.id)).toEqual([{ amount: RULES.birthdayBonus, year: 2026 }])

    // The rest of the window and after it: still one.
    for (const moment of [sofia('2026-12-01'), sofia('2026-12-04', '23:59'), sofia('2026-12-05')]) {
      shop.clock.set(moment)
      expect(await readsAtOnce(shop, customer, 6)).toEqual(Array(6).fill(gifted))
    }
    expect(await gifts(customer.id)).toHaveLength(1)

    // The next birthday's window: one more, however many ask.
    shop.clock.set(sofia('2027-11-30'))
    const again = { ...customer, token: await shop.signIn(customer.phone) }
    expect(await readsAtOnce(shop, again, 10)).toEqual(Array(10).fill(gifted + RULES.birthdayBonus))
    expect(await gifts(customer.id)).toEqual([
      { amount: RULES.birthdayBonus, year: 2026 },
      { amount: RULES.birthdayBonus, year: 2027 },
    ])
    const history = (await shop.bonuses(again.token)).body.data.history
    expect(history.filter((entry) => entry.kind === 'birthday')).toMatchObject([
      { amount: RULES.birthdayBonus, status: 'available', orderId: null },
      { amount: RULES.birthdayBonus, status: 'available', orderId: null },
    ])
  })

  it('a window across the new year gives one gift, for the birthday it surrounds', async () => {
    const shop = shopClient(t)
    shop.clock.set(sofia('2026-12-20'))
    const customer = await bornOn(shop, '1995-01-02')
    shop.clock.set(sofia('2026-12-30'))
    await readsAtOnce(shop, customer, 6)
    shop.clock.set(sofia('2027-01-05'))
    await readsAtOnce(shop, customer, 6)
    expect(await gifts(customer.id)).toEqual([{ amount: RULES.birthdayBonus, year: 2027 }])
  })

  it('no birthday, no gift; a birthday once set cannot be moved into the window', async () => {
    const shop = shopClient(t)
    shop.clock.set(sofia('2026-11-28'))
    const nameless = await shop.signUp({ name: '' })
    await readsAtOnce(shop, nameless, 4)
    expect(await gifts(nameless.id)).toEqual([])

    const customer = await bornOn(shop, '1990-06-15')
    const moved = await shop.updateProfile(customer.token, { name: 'Rada', birthday: '1990-11-28' })
    expect(moved.status, moved.text).toBe(422)
    await readsAtOnce(shop, customer, 4)
    expect(await gifts(customer.id)).toEqual([])
  })

  it('a shop whose rules set no birthday gift gives none and promises none', async () => {
    const shop = shopClient(t)
    shop.clock.set(sofia('2026-11-28'))
    const customer = await bornOn(shop, '1990-11-28')
    const { birthdayBonus: _, birthdayDays: __, ...older } = site.bonusRules
    await t.db.update(siteValues).set({ value: older }).where(eq(siteValues.key, 'bonus_rules'))
    t.catalog.invalidate()
    try {
      await readsAtOnce(shop, customer, 4)
      expect(await gifts(customer.id)).toEqual([])
      const settings = await t.get<{ settings: { birthdayGift: unknown } }>('/api/get-options')
      expect(settings.body.settings.birthdayGift).toBeNull()
      expect((await shop.bonuses(customer.token)).body.data.rules.birthdayBonus).toBe(0)
    } finally {
      await t.db
        .update(siteValues)
        .set({ value: site.bonusRules })
        .where(eq(siteValues.key, 'bonus_rules'))
      t.catalog.invalidate()
    }
  })
})
