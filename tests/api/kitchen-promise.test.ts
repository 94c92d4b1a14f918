import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import site from '#server/db/seed/data/site.json'
import { expectApiError, useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { type Customer, line, NOON, pickup } from '#tests/support/shop'

// Issue 31 item 7: the kitchen accepts an order ready in so many minutes and puts a taken order
// later; the promised time moves, within bounds, the customer is texted the new time, and each
// change is in the audit log.

const ENGINES = await engines()
const BRAND = site.settings.brand
/** "around 12:20" as the English texts write a time on the same day in Sofia. */
const around = (at: Date) =>
  en.promised.today.replace(
    '{{time}}',
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Sofia',
      timeStyle: 'short',
      hourCycle: 'h23',
    }).format(at),
  )
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]))
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * MINUTE)

describe.each(ENGINES)("the kitchen's promised times on %s", (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
  })

  /** An ASAP pickup placed in English at noon (or at the chosen `time`). */
  const place = async (time?: Date) => {
    op.clock.set(NOON)
    const customer = await op.signUp()
    const body = pickup([line('edamame')], time ? { time: time.toISOString() } : {})
    const { order } = await op.placed(customer.token, body)
    return { customer, id: order.id as number, promisedAt: new Date(order.promisedAt as string) }
  }
  const accept = (id: number, readyInMinutes?: number) =>
    op.operator<{ data: { promisedAt: string } }>('POST', `/orders/${id}/status`, kitchen, {
      status: 'accepted',
      ...(readyInMinutes === undefined ? {} : { readyInMinutes }),
    })
  const later = (id: number, minutes?: number) =>
    op.operator<{ data: { promisedAt: string } }>(
      'POST',
      `/orders/${id}/later`,
      kitchen,
      minutes === undefined ? {} : { minutes },
    )
  /** The time the customer's own order page shows. */
  const seenBy = async (customer: Customer, id: number) =>
    new Date((await op.order(customer.token, id)).body.data.promisedAt)
  const textsTo = (customer: Customer) =>
    op.sent.filter((s) => s.to === customer.phone && !/\b\d{6}\b/.test(s.text)).map((s) => s.text)

  it('accepting ready in 45 minutes makes that the promise, told in the one "accepted" text', async () => {
    const { customer, id } = await place()
    const reply = await accept(id, 45)
    expect(reply.status, reply.text).toBe(200)
    const promised = minutesAfter(NOON, 45)
    expect(new Date(reply.body.data.promisedAt)).toEqual(promised)
    expect(await seenBy(customer, id)).toEqual(promised)
    await op.settle()
    expect(textsTo(customer)).toEqual([
      fill(en.order.sms.acceptedAt, { brand: BRAND, id, time: around(promised) }),
    ])
    const [row] = await op.audited('order.promise', id)
    expect(row).toMatchObject({
      before: { promisedAt: expect.any(String) },
      after: { promisedAt: promised.toISOString() },
      details: { readyInMinutes: 45 },
    })
  })

  it('accepting with the promised time keeps it and records no change', async () => {
    const { customer, id, promisedAt } = await place()
    expect((await accept(id)).status).toBe(200)
    expect(await seenBy(customer, id)).toEqual(promisedAt)
    expect(await op.audited('order.promise', id)).toEqual([])
  })

  it('a pre-order is never promised before the time its customer chose', async () => {
    const chosen = minutesAfter(NOON, 120)
    const { customer, id } = await place(chosen)
    expect((await accept(id, 10)).status).toBe(200)
    expect(await seenBy(customer, id)).toEqual(minutesAfter(chosen, 10))
  })

  it('refuses a ready-in time off the bounds, or on another move than accepting', async () => {
    const { id } = await place()
    expectApiError(await accept(id, 0), 422)
    expectApiError(await accept(id, 181), 422)
    const wrongMove = await op.operator('POST', `/orders/${id}/status`, kitchen, {
      status: 'cooking',
      readyInMinutes: 20,
    })
    expectApiError(wrongMove, 422)
    expect(wrongMove.body).toMatchObject({
      errors: { readyInMinutes: en.operator.order.readyInOnAccept },
    })
  })

  it('"later" moves the promise by 10 minutes and texts the new time, audited', async () => {
    const { customer, id, promisedAt } = await place()
    await op.advance(id, 'accepted', 'cooking')
    await op.settle()
    op.clock.advance(2 * MINUTE)
    const reply = await later(id)
    expect(reply.status, reply.text).toBe(200)
    const moved = minutesAfter(promisedAt, 10)
    expect(new Date(reply.body.data.promisedAt)).toEqual(moved)
    expect(await seenBy(customer, id)).toEqual(moved)
    await op.settle()
    expect(textsTo(customer).slice(1)).toEqual([
      fill(en.order.sms.promised, { brand: BRAND, id, time: around(moved) }),
    ])
    const rows = await op.audited('order.promise', id)
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ promisedAt: promisedAt.toISOString() }, { promisedAt: moved.toISOString() }],
    ])
  })

  it('two "later" within the minute after a text send one text, with the latest time', async () => {
    const { customer, id, promisedAt } = await place()
    await op.advance(id, 'accepted')
    await op.settle()
    op.clock.advance(10_000)
    expect((await later(id)).status).toBe(200)
    expect((await later(id)).status).toBe(200)
    await op.settle()
    expect(textsTo(customer)).toHaveLength(1)
    op.clock.advance(MINUTE)
    await op.settle()
    await op.settle()
    expect(textsTo(customer).slice(1)).toEqual([
      fill(en.order.sms.promised, { brand: BRAND, id, time: around(minutesAfter(promisedAt, 20)) }),
    ])
  })

  it('a late order put later is promised from now, never in the past', async () => {
    const { customer, id, promisedAt } = await place()
    await op.advance(id, 'accepted')
    op.clock.set(minutesAfter(promisedAt, 15))
    expect((await later(id)).status).toBe(200)
    expect(await seenBy(customer, id)).toEqual(minutesAfter(promisedAt, 25))
  })

  it('refuses "later" before accepting, once ready, and beyond three hours', async () => {
    const { id } = await place()
    expectApiError(await later(id), 409, en.operator.order.notLater)
    await op.advance(id, 'accepted')
    expectApiError(await later(id, 61), 422)
    // An hour at a time, until the promise would pass three hours from now.
    let reply = await later(id, 60)
    for (let step = 0; step < 3 && reply.status === 200; step++) reply = await later(id, 60)
    expectApiError(reply, 409, en.operator.order.promiseTooFar)
    const { promisedAt } = (
      await op.operator<{ data: { promisedAt: string } }>('GET', `/orders/${id}`, kitchen)
    ).body.data
    expect(new Date(promisedAt).getTime()).toBeLessThanOrEqual(minutesAfter(NOON, 180).getTime())
    expect(new Date(promisedAt).getTime()).toBeGreaterThan(minutesAfter(NOON, 120).getTime())
    await op.advance(id, 'cooking', 'ready_for_pickup')
    expectApiError(await later(id), 409, en.operator.order.notLater)
    expectApiError(await later(999_999), 404)
  })
})
