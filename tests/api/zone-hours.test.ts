import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { expectApiError, send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import {
  type Customer,
  delivery,
  line,
  pickup,
  seedRegion,
  seedRestaurant,
  staffToken,
} from '#tests/support/shop'

// Issue "every promise kept" §1–2: a zone is served by its own kitchen's hours, pause and pace,
// in the slots offered, ASAP, the quote, placement and what the storefront says; a closed shop
// says so and from when. Boyana & Dragalevtsi is cooked in Lozenets (Friday 11:00–22:30), 70
// minutes away; the Center kitchen stays open until 23:30 on a Friday.

const ENGINES = await engines()
const BOYANA = seedRegion('boyana-dragalevtsi')
const CENTER = seedRegion('center')
const LOZENETS = seedRestaurant('lozenets')
/** Friday 27 November 2026 at `time` in Sofia (UTC+2). */
const friday = (time: string) => new Date(`2026-11-27T${time}:00+02:00`)
const saturday = (time: string) => new Date(`2026-11-28T${time}:00+02:00`)
const sets = [line('set-sakura'), line('set-den')]
const closedUntil = (when: string) => en.order.closedUntil.replace('{{time}}', when)

type Zone = { slug: string; takingOrders: boolean; opensAt: string | null; promiseMinutes: number }

describe.each(ENGINES)('each zone by its own kitchen on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let customer: Customer
  beforeAll(async () => {
    op = operatorClient(t)
    customer = await op.signUp()
  })

  const zones = async () =>
    (await send<{ data: Zone[] }>(op.api, '/api/get-regions', { lang: 'en' })).body.data
  const zone = async (slug: string) => (await zones()).find((z) => z.slug === slug)!
  const options = async () =>
    (
      await send<{ options: { ordering_closed: { opensAt: string; notice: string } | null } }>(
        op.api,
        '/api/important-update-date',
        { lang: 'en' },
      )
    ).body
  type Quote = { promisedAt: string | null; problems: Record<string, string> }
  const quote = async (body: unknown) => {
    const reply = await op.quote(customer.token, body)
    expect(reply.status, reply.text).toBe(200)
    return reply.body.data as unknown as Quote
  }

  it('the last slot is its closing time and the first its opening plus cooking and the drive', async () => {
    op.clock.set(friday('09:00'))
    const at = (time: string) => delivery(sets, { regionId: BOYANA.id, time: friday(time) })
    for (const [time, ok] of [
      ['12:15', false],
      ['12:30', true],
      ['22:30', true],
      ['22:45', false],
    ] as const) {
      const { problems } = await quote(at(time))
      expect(problems.time === undefined, `${time}: ${problems.time}`).toBe(ok)
    }
    // The center's own kitchen cooks later on a Friday: 23:15 is one of its slots.
    const center = await quote(delivery(sets, { regionId: CENTER.id, time: friday('23:15') }))
    expect(center.problems.time).toBeUndefined()
  })

  it('ASAP at 22:50 on a Friday: refused for Boyana with when to order, taken for the center', async () => {
    op.clock.set(friday('22:50'))
    const boyana = await quote(delivery(sets, { regionId: BOYANA.id }))
    expect(boyana.problems.time).toBe(closedUntil('for tomorrow from 11:00'))
    expect(boyana.promisedAt).toBeNull()
    const center = await quote(delivery(sets, { regionId: CENTER.id }))
    expect(center.problems.time).toBeUndefined()
    expect(center.promisedAt).not.toBeNull()
    expect(await zone('boyana-dragalevtsi')).toMatchObject({
      takingOrders: false,
      opensAt: saturday('11:00').toISOString(),
    })
    expect(await zone('center')).toMatchObject({ takingOrders: true, opensAt: null })
    expect((await options()).options.ordering_closed).toBeNull()
  })

  it('placing at 23:15 for Boyana: 422 on the time, no order on a closed kitchen', async () => {
    op.clock.set(friday('23:15'))
    const reply = await op.place(customer.token, delivery(sets, { regionId: BOYANA.id }))
    expectApiError(reply, 422)
    expect(errorsOf(reply)).toMatchObject({ time: closedUntil('for tomorrow from 11:00') })
  })

  it('a holiday closes the zone’s kitchen that day, and the storefront says from when', async () => {
    const manager = await op.staffOf('manager')
    const refused = await op.operator('POST', `/restaurants/${LOZENETS.id}`, manager, {
      specialDays: [
        { date: '2026-11-28', hours: [] },
        { date: '2026-11-28', hours: [] },
      ],
    })
    expectApiError(refused, 422)
    const set = await op.operator('POST', `/restaurants/${LOZENETS.id}`, manager, {
      specialDays: [{ date: '2026-11-28', hours: [] }],
    })
    expect(set.status, set.text).toBe(200)
    op.clock.set(friday('23:15'))
    expect(await zone('boyana-dragalevtsi')).toMatchObject({
      takingOrders: false,
      // Saturday is a holiday there: Sunday, when Lozenets opens at 12:00.
      opensAt: new Date('2026-11-29T12:00:00+02:00').toISOString(),
    })
    const holiday = await quote(delivery(sets, { regionId: BOYANA.id, time: saturday('14:00') }))
    expect(holiday.problems.time).toBeDefined()
    const pickupThere = await quote(
      pickup(sets, { restaurantId: LOZENETS.id, time: saturday('14:00') }),
    )
    expect(pickupThere.problems.time).toBeDefined()
    await op.operator('POST', `/restaurants/${LOZENETS.id}`, manager, { specialDays: [] })
  })

  it('a closed shop says so on every page, and from when one can order', async () => {
    op.clock.set(friday('23:45'))
    expect((await options()).options.ordering_closed?.notice).toBe(
      en.shell.closed.replace('{{when}}', 'for tomorrow from 11:00'),
    )
    expect((await zones()).every((z) => !z.takingOrders)).toBe(true)
    // Past midnight, the same opening is today's.
    op.clock.set(saturday('03:00'))
    expect((await options()).options.ordering_closed).toEqual({
      opensAt: saturday('11:00').toISOString(),
      notice: en.shell.closed.replace('{{when}}', 'for today from 11:00'),
    })
    op.clock.set(saturday('11:00'))
    expect((await options()).options.ordering_closed).toBeNull()
  })

  it('a paused kitchen’s zones are not taking orders until the pause ends', async () => {
    op.clock.set(saturday('18:00'))
    const manager = await staffToken(op.db, 'manager', op.clock.now)
    const paused = await op.operator('POST', `/kitchens/${LOZENETS.id}`, manager, {
      pause: { paused: true, until: saturday('19:30').toISOString(), reason: null },
    })
    expect(paused.status, paused.text).toBe(200)
    expect(await zone('boyana-dragalevtsi')).toMatchObject({
      takingOrders: false,
      opensAt: saturday('19:30').toISOString(),
    })
    expect(await zone('lozenets')).toMatchObject({ takingOrders: false })
    expect(await zone('center')).toMatchObject({ takingOrders: true })
    op.clock.set(saturday('19:31'))
    expect(await zone('boyana-dragalevtsi')).toMatchObject({ takingOrders: true })
  })
})
