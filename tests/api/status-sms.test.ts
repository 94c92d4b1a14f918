import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import { createSession } from '#server/api/auth/sessions'
import { customers } from '#server/db/schema'
import site from '#server/db/seed/data/site.json'
import { LANGS, type Lang } from '#shared/locales'
import { send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import {
  CENTER,
  type Customer,
  delivery,
  line,
  NOON,
  newKey,
  pickup,
  seedRestaurant,
} from '#tests/support/shop'

const ENGINES = await engines()
const TEXTS = { bg, ru, en, uk }
const BRAND = site.settings.brand
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
/** The time a Sofia clock shows, as the message writes it in `lang`: 24-hour in each (spec §9). */
const TAGS: Record<Lang, string> = { bg: 'bg-BG', ru: 'ru-RU', en: 'en-US', uk: 'uk-UA' }
const sofiaTime = (at: Date, lang: Lang) =>
  new Intl.DateTimeFormat(TAGS[lang], {
    timeZone: 'Europe/Sofia',
    timeStyle: 'short',
    hourCycle: 'h23',
  }).format(at)
/** The promised time of a text sent the same day in Sofia: "around 12:40". */
const sameDay = (at: Date, lang: Lang) =>
  fill(TEXTS[lang].promised.today, { time: sofiaTime(at, lang) })

describe.each(ENGINES)('order status text messages on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  beforeAll(() => {
    op = operatorClient(t)
  })

  /** A customer's order placed in `lang` (its Accept-Language), at noon in Sofia. */
  const placeIn = async (lang: Lang | 'ua', body: unknown, customer?: Customer) => {
    op.clock.set(NOON)
    const who = customer ?? (await op.signUp())
    const reply = await send<{ data: { order: { id: number; promisedAt: string } } }>(
      op.api,
      '/api/orders',
      {
        method: 'POST',
        lang,
        headers: {
          Authorization: `Bearer ${who.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': newKey(),
        },
        body: JSON.stringify(body),
      },
    )
    expect(reply.status, reply.text).toBe(201)
    const { id, promisedAt } = reply.body.data.order
    return { customer: who, id, promisedAt: new Date(promisedAt) }
  }
  /** What the customer was texted about orders (the sign-in code is not about one). */
  const textsTo = (customer: Customer) =>
    op.sent.filter((s) => s.to === customer.phone && !/\b\d{6}\b/.test(s.text)).map((s) => s.text)
  const settle = () => op.settle()

  for (const lang of LANGS) {
    it(`texts accepted with its time, on the way and cancelled in the order's language (${lang})`, async () => {
      const { customer, id } = await placeIn(
        lang === 'uk' ? 'ua' : lang,
        delivery([line('set-sakura')]),
      )
      const sms = TEXTS[lang].order.sms
      await op.advance(id, 'accepted')
      await settle()
      const prep = seedRestaurant('center').prepMinutes
      const promised = new Date(NOON.getTime() + (prep + CENTER.etaMinutes) * 60_000)
      expect(textsTo(customer)).toEqual([
        fill(sms.acceptedAt, { brand: BRAND, id, time: sameDay(promised, lang) }),
      ])
      op.clock.advance(61_000)
      await op.advance(id, 'cooking')
      await op.advance(id, 'on_the_way')
      await settle()
      op.clock.advance(61_000)
      await op.cancel(id, 'The courier could not find the address')
      await settle()
      expect(textsTo(customer).slice(1)).toEqual([
        fill(sms.on_the_way, { brand: BRAND, id }),
        fill(sms.cancelled, { brand: BRAND, id }),
      ])
    })
  }

  /** The "accepted" text of a pickup: it too has a promised time now. */
  const acceptedPickup = (id: number, promisedAt: Date) =>
    fill(en.order.sms.acceptedAt, { brand: BRAND, id, time: sameDay(promisedAt, 'en') })

  it('ready for pickup is texted; cooking and completed are not', async () => {
    const { customer, id, promisedAt } = await placeIn('en', pickup([line('edamame')]))
    await op.advance(id, 'accepted', 'cooking')
    await settle()
    op.clock.advance(61_000)
    await op.advance(id, 'ready_for_pickup')
    await settle()
    await op.advance(id, 'completed')
    await settle()
    expect(textsTo(customer)).toEqual([
      acceptedPickup(id, promisedAt),
      fill(en.order.sms.ready_for_pickup, { brand: BRAND, id }),
    ])
  })

  it('a move within the minute after a text waits out the minute, never dropped', async () => {
    const { customer, id, promisedAt } = await placeIn('en', pickup([line('edamame')]))
    // Accepted, and cooking a second later: the text still tells the promised time.
    await op.advance(id, 'accepted', 'cooking')
    await settle()
    expect(textsTo(customer)).toEqual([acceptedPickup(id, promisedAt)])
    op.clock.advance(30_000)
    await op.advance(id, 'ready_for_pickup')
    await settle()
    expect(textsTo(customer)).toHaveLength(1)
    op.clock.advance(29_000)
    await settle()
    expect(textsTo(customer)).toHaveLength(1)
    op.clock.advance(1000)
    await settle()
    expect(textsTo(customer).slice(1)).toEqual([
      fill(en.order.sms.ready_for_pickup, { brand: BRAND, id }),
    ])
    await settle()
    expect(textsTo(customer)).toHaveLength(2)
  })

  it('a newer move replaces the text still waiting; a cancellation does not wait', async () => {
    const { customer, id } = await placeIn('en', delivery([line('set-sakura')]))
    await op.advance(id, 'accepted')
    await settle()
    op.clock.advance(20_000)
    await op.advance(id, 'cooking', 'on_the_way')
    await settle()
    op.clock.advance(10_000)
    await op.cancel(id, 'The courier had an accident')
    await settle()
    // "On the way" was waiting for the minute; the cancellation is the latest, and goes at once.
    expect(textsTo(customer).slice(1)).toEqual([fill(en.order.sms.cancelled, { brand: BRAND, id })])
    op.clock.advance(60_000)
    await settle()
    expect(textsTo(customer)).toHaveLength(2)
  })

  it('an order under way is texted at night too: 23:30 is when late orders are accepted', async () => {
    const { customer, id, promisedAt } = await placeIn('en', pickup([line('edamame')]))
    op.clock.set(new Date('2026-11-24T21:30:00Z'))
    await op.advance(id, 'accepted')
    await settle()
    expect(textsTo(customer)).toEqual([acceptedPickup(id, promisedAt)])
  })

  it('an order for another day says which day: tomorrow, or its weekday and date (issue 30)', async () => {
    // Placed on Tuesday at noon for Wednesday and for Saturday at noon, accepted at once.
    const tomorrow = await placeIn(
      'en',
      pickup([line('edamame')], { time: '2026-11-25T12:00:00+02:00' }),
    )
    const saturday = await placeIn(
      'ru',
      pickup([line('edamame')], { time: '2026-11-28T12:00:00+02:00' }),
    )
    await op.advance(tomorrow.id, 'accepted')
    await op.advance(saturday.id, 'accepted')
    await settle()
    expect(textsTo(tomorrow.customer)).toEqual([
      `${BRAND}: order #${tomorrow.id} is accepted. Expect it tomorrow around 12:00.`,
    ])
    expect(textsTo(saturday.customer)).toEqual([
      `${BRAND}: заказ №${saturday.id} принят. Ожидайте сб, 28 нояб., около 12:00.`,
    ])
  })

  it('a provider that fails is tried again later: the text is delayed, not lost', async () => {
    const { customer, id, promisedAt } = await placeIn('en', pickup([line('edamame')]))
    const sent: string[] = []
    let down = true
    // The kitchen's instance, whose SMS gateway is down for a while.
    const kitchen = operatorClient(t, {
      start: NOON,
      sms: {
        name: 'flaky',
        async send(_to, text) {
          if (down) throw new Error('503 from the gateway')
          sent.push(text)
        },
      },
    })
    await kitchen.advance(id, 'accepted')
    await kitchen.settle()
    expect(sent).toEqual([])
    down = false
    kitchen.clock.advance(5 * 60_000)
    await kitchen.settle()
    expect(sent).toEqual([acceptedPickup(id, promisedAt)])
    kitchen.clock.advance(60 * 60_000)
    await kitchen.settle()
    expect(sent).toHaveLength(1)
    expect(textsTo(customer)).toEqual([])
  })

  it('a customer who switched them off in the profile gets none; back on, again', async () => {
    const customer = await op.signUp()
    const off = await op.json<{ user: { status_sms: boolean } }>(
      'POST',
      '/api/profile/notifications',
      customer.token,
      { status_sms: false },
    )
    expect(off.status, off.text).toBe(200)
    expect(off.body.user.status_sms).toBe(false)
    const first = await placeIn('en', pickup([line('edamame')]), customer)
    await op.advance(first.id, 'accepted')
    await op.cancel(first.id)
    await settle()
    expect(textsTo(customer)).toEqual([])

    await op.json('POST', '/api/profile/notifications', customer.token, { status_sms: true })
    const second = await placeIn('en', pickup([line('edamame')]), customer)
    await op.advance(second.id, 'accepted')
    await settle()
    expect(textsTo(customer)).toEqual([acceptedPickup(second.id, second.promisedAt)])
    expect(
      (await op.json('POST', '/api/profile/notifications', customer.token, { status_sms: 'no' }))
        .status,
    ).toBe(422)
    expect(
      (await op.json('POST', '/api/profile/notifications', null, { status_sms: true })).status,
    ).toBe(401)
  })

  it('a number outside the dial codes the shop texts gets no status text (an older account)', async () => {
    // Kept from before the dial codes were narrowed, or from a phone order taken before they
    // applied to phone orders: the account still orders, the provider is never asked.
    const phone = '447700900123'
    const [row] = await op.db
      .insert(customers)
      .values({ phone, name: 'Tom', referralCode: 'uk-dial-code' })
      .returning()
    const customer = {
      id: row!.id,
      phone,
      token: await createSession(op.db, row!.id, NOON),
      referralCode: row!.referralCode,
    }
    const { id } = await placeIn('en', pickup([line('edamame')]), customer)
    await op.advance(id, 'accepted')
    await settle()
    expect(op.sent.filter((sms) => sms.to === phone)).toEqual([])
    expect(op.lines).toContainEqual(
      expect.objectContaining({ event: 'status_sms_skipped', orderId: id, reason: 'dial_code' }),
    )
  })
})
