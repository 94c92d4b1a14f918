import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import uk from '#locales/uk.json'
import { expectApiError, send, useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import { CENTER, delivery, line, orderMessage, pickup, seedRestaurant } from '#tests/support/shop'

const ENGINES = await engines()
const KITCHEN = seedRestaurant('center')
const REASON = {
  bg: 'Пълна зала',
  ru: 'Полный зал',
  en: 'A full house tonight',
  uk: 'Повна зала',
}
/** A Sofia clock's time as the shop writes it (24-hour). */
const sofia = (at: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone: 'Europe/Sofia',
  }).format(at)

type Kitchens = { data: { id: number; busy: unknown; pause: unknown }[] }

type Options = {
  options: {
    ordering_paused: {
      restaurantId: number
      kitchen: string
      until: string | null
      reason: string | null
      notice: string
    }[]
  }
}

describe.each(ENGINES)('busy mode and a pause of online orders on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = (await op.member('manager')).token
  })

  const edit = (body: object, id = KITCHEN.id) =>
    op.operator<{ data: Record<string, unknown> }>('POST', `/kitchens/${id}`, manager, body)
  const promised = async (token: string) => {
    const reply = await op.quote(token, delivery([line('set-sakura')]))
    expect(reply.status, reply.text).toBe(200)
    return Date.parse(reply.body.data.promisedAt as string)
  }
  const inMinutes = (minutes: number) => new Date(op.clock.now.getTime() + minutes * MINUTE)
  // On the shop's clock (op.api), not the wall clock.
  const options = (lang = 'en') => send<Options>(op.api, '/api/important-update-date', { lang })

  it('extra minutes lengthen every promise until their time, then end by themselves', async () => {
    const customer = await op.signUp()
    const base = KITCHEN.prepMinutes + CENTER.etaMinutes
    const until = inMinutes(60)
    const reply = await edit({ busy: { minutes: 20, until: until.toISOString() } })
    expect(reply.status, reply.text).toBe(200)
    expectDocumented(op, 'post', '/operator/kitchens/:id', reply.body)
    expect(reply.body.data.busy).toEqual({
      minutes: 20,
      until: until.toISOString(),
      since: op.clock.now.toISOString(),
    })
    expect(await promised(customer.token)).toBe(inMinutes(base + 20).getTime())
    op.clock.advance(59 * MINUTE)
    expect(await promised(customer.token)).toBe(inMinutes(base + 20).getTime())
    op.clock.advance(MINUTE)
    expect(await promised(customer.token)).toBe(inMinutes(base).getTime())
    const [listed] = (
      await op.operator<{ data: { id: number; busy: unknown }[] }>('GET', '/kitchens', manager)
    ).body.data.filter((k) => k.id === KITCHEN.id)
    expect(listed?.busy).toBeNull()
  })

  it('a pause until a time: every page says so, ASAP is refused, only times after it are taken, and it ends by itself', async () => {
    const customer = await op.signUp()
    const until = inMinutes(90)
    const paused = await edit({
      pause: { paused: true, until: until.toISOString(), reason: REASON },
    })
    expect(paused.status, paused.text).toBe(200)
    expect(paused.body.data.pause).toEqual({
      until: until.toISOString(),
      reason: REASON,
      since: op.clock.now.toISOString(),
    })

    expect((await options()).body.options.ordering_paused).toEqual([
      {
        restaurantId: KITCHEN.id,
        kitchen: KITCHEN.name.en,
        until: until.toISOString(),
        reason: REASON.en,
        // Worded by the API, so pages show it without code of their own.
        notice: `${en.shell.pausedUntil
          .replace('{{kitchen}}', KITCHEN.name.en)
          .replace('{{time}}', sofia(until))} ${REASON.en}`,
      },
    ])
    expect((await options('ua')).body.options.ordering_paused[0]?.reason).toBe(REASON.uk)

    // ASAP, delivered from this kitchen or collected there: a 422 saying when it opens again.
    const time = sofia(until)
    for (const order of [delivery([line('set-sakura')]), pickup([line('set-sakura')])]) {
      const refused = await op.place(customer.token, order)
      expectApiError(refused, 422, en.validation.failed)
      expect(errorsOf(refused)).toEqual({ time: orderMessage('pausedUntil', { time }) })
    }
    const inUkrainian = await send(op.api, '/api/orders', {
      method: 'POST',
      lang: 'ua',
      headers: {
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(delivery([line('set-sakura')])),
    })
    expect(errorsOf(inUkrainian)?.time).toBe(uk.order.pausedUntil.replace('{{time}}', time))
    // A time the kitchen would have to start cooking during the pause is refused (the moment the
    // pause ends, for a delivery 20 minutes' cooking and a 40-minute drive away); one it can
    // start after the pause is taken.
    const lead = (KITCHEN.prepMinutes + CENTER.etaMinutes) * MINUTE
    for (const at of [inMinutes(75), until]) {
      const during = delivery([line('set-sakura')], { time: at.toISOString() })
      expect(errorsOf(await op.place(customer.token, during))).toEqual({
        time: orderMessage('pausedUntil', { time }),
      })
    }
    const after = delivery([line('set-sakura')], {
      time: new Date(until.getTime() + lead).toISOString(),
    })
    expect((await op.place(customer.token, after)).status).toBe(201)

    // Its time is up: nobody touched it, and ASAP orders are taken again.
    op.clock.advance(90 * MINUTE)
    expect((await options()).body.options.ordering_paused).toEqual([])
    expect((await op.place(customer.token, delivery([line('set-sakura')]))).status).toBe(201)
  })

  it('a pause until switched back refuses ASAP and every time, until the manager takes orders again', async () => {
    const customer = await op.signUp()
    expect((await edit({ pause: { paused: true } })).body.data.pause).toEqual({
      until: null,
      reason: null,
      since: op.clock.now.toISOString(),
    })
    const asap = await op.place(customer.token, pickup([line('set-sakura')]))
    expect(errorsOf(asap)).toEqual({ time: orderMessage('paused') })
    const tomorrow = pickup([line('set-sakura')], { time: inMinutes(24 * 60).toISOString() })
    expect(errorsOf(await op.place(customer.token, tomorrow))).toEqual({
      time: orderMessage('paused'),
    })
    // Another kitchen's customers are not concerned.
    const other = seedRestaurant('lozenets')
    expect(
      (await op.place(customer.token, pickup([line('set-sakura')], { restaurantId: other.id })))
        .status,
    ).toBe(201)
    op.clock.advance(6 * 60 * MINUTE)
    expect((await options()).body.options.ordering_paused).toHaveLength(1)
    expect((await edit({ pause: { paused: false } })).body.data.pause).toBeNull()
    expect((await op.place(customer.token, tomorrow)).status).toBe(201)
  })

  it('keeps when busy mode and a pause began while they run, and forgets it once they end', async () => {
    const began = op.clock.now.toISOString()
    const kitchens = async () =>
      (await op.operator<Kitchens>('GET', '/kitchens', manager)).body.data.find(
        (k) => k.id === KITCHEN.id,
      )
    await edit({ busy: { minutes: 10 }, pause: { paused: true } })
    op.clock.advance(4 * 60 * MINUTE)
    // More minutes, a reason: the same evening's trouble, still counted from its start.
    await edit({ busy: { minutes: 25 }, pause: { paused: true, reason: REASON } })
    expect(await kitchens()).toMatchObject({
      busy: { minutes: 25, until: null, since: began },
      pause: { until: null, reason: REASON, since: began },
    })
    await edit({ busy: { minutes: 0 }, pause: { paused: false } })
    expect(await kitchens()).toMatchObject({ busy: null, pause: null })
    // Switched on again: a new start.
    op.clock.advance(MINUTE)
    const again = await edit({ busy: { minutes: 10, until: inMinutes(30).toISOString() } })
    expect(again.body.data.busy).toMatchObject({ since: op.clock.now.toISOString() })
    // Ended by itself, then set again: it starts anew too.
    op.clock.advance(31 * MINUTE)
    expect((await edit({ busy: { minutes: 10 } })).body.data.busy).toMatchObject({
      since: op.clock.now.toISOString(),
    })
    await edit({ busy: { minutes: 0 } })
  })

  it('refuses a reason in some languages only, an end already past, and the kitchen role', async () => {
    const partial = await edit({ pause: { paused: true, reason: { ...REASON, ru: '', uk: '' } } })
    expectApiError(partial, 422)
    expect(Object.keys(errorsOf(partial) ?? {}).sort()).toEqual([
      'pause.reason.ru',
      'pause.reason.uk',
    ])
    const past = await edit({ busy: { minutes: 10, until: inMinutes(-1).toISOString() } })
    expectApiError(past, 422)
    expect(errorsOf(past)).toEqual({ 'busy.until': en.operator.menu.untilPast })
    const kitchen = await op.member('kitchen')
    expectApiError(
      await op.operator('POST', `/kitchens/${KITCHEN.id}`, kitchen.token, {
        busy: { minutes: 10 },
      }),
      403,
      en.operator.forbidden,
    )
    expect((await options()).body.options.ordering_paused).toEqual([])
  })
})
