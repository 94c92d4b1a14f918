import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import ru from '#locales/ru.json'
import uk from '#locales/uk.json'
import site from '#server/db/seed/data/site.json'
import { LANGS, type Lang } from '#shared/locales'
import { send, useApi } from '../support/api'
import { engines } from '../support/databases'
import { type OperatorClient, operatorClient } from '../support/operator'
import {
  CENTER,
  type Customer,
  delivery,
  line,
  NOON,
  newKey,
  pickup,
  seedRestaurant,
} from '../support/shop'

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
  const settle = () => op.api.statusTexts.settled()

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
        fill(sms.acceptedAt, { brand: BRAND, id, time: sofiaTime(promised, lang) }),
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
    fill(en.order.sms.acceptedAt, { brand: BRAND, id, time: sofiaTime(promisedAt, 'en') })

  it('ready for pickup is texted; cooking and completed are not', async () => {
    const { customer, id, promisedAt } = await placeIn('en', pickup([line('edamame')]))
    await op.advance(id, 'accepted', 'cooking')
    op.clock.advance(61_000)
    await op.advance(id, 'ready_for_pickup', 'completed')
    await settle()
    expect(textsTo(customer)).toEqual([
      acceptedPickup(id, promisedAt),
      fill(en.order.sms.ready_for_pickup, { brand: BRAND, id }),
    ])
  })

  it('at most one text a minute per order', async () => {
    const { customer, id, promisedAt } = await placeIn('en', pickup([line('edamame')]))
    await op.advance(id, 'accepted', 'cooking', 'ready_for_pickup')
    await settle()
    expect(textsTo(customer)).toEqual([acceptedPickup(id, promisedAt)])
    op.clock.advance(59_000)
    await op.cancel(id)
    await settle()
    expect(textsTo(customer)).toHaveLength(1)
  })

  it('none at night, except a cancellation', async () => {
    const { customer, id } = await placeIn('en', pickup([line('edamame')]))
    // 23:30 in Sofia: the kitchen accepts a late order, then cancels it.
    op.clock.set(new Date('2026-11-24T21:30:00Z'))
    await op.advance(id, 'accepted')
    await settle()
    expect(textsTo(customer)).toEqual([])
    await op.cancel(id)
    await settle()
    expect(textsTo(customer)).toEqual([fill(en.order.sms.cancelled, { brand: BRAND, id })])
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
})
