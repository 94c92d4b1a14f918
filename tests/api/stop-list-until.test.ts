import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { expectApiError, useApi } from '#tests/support/api'
import { MINUTE } from '#tests/support/auth'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import { delivery, line, orderMessage, seedOption } from '#tests/support/shop'

const ENGINES = await engines()

type Card = { slug: string; available: boolean; backAt: string | null }

describe.each(ENGINES)('a stop-list that ends by itself on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
  })

  const stop = (kind: 'products' | 'modifier-options', id: number, body: object) =>
    op.json<{ data: { available: boolean; unavailableUntil: string | null } }>(
      'POST',
      `/api/operator/${kind}/${id}/availability`,
      kitchen,
      body,
    )
  const card = (slug: string) => op.json<{ data: Card }>('GET', `/api/products/${slug}`, null)

  it('a dish off until a time is shown with its time back, refused until then, and returns by itself', async () => {
    const den = seedProduct('set-den')
    const customer = await op.signUp()
    const order = delivery([line('set-den', 2)])
    const until = new Date(op.clock.now.getTime() + 90 * MINUTE)
    const stopped = await stop('products', den.id, { available: false, until: until.toISOString() })
    expect(stopped.status, stopped.text).toBe(200)
    expect(stopped.body.data).toMatchObject({
      available: false,
      unavailableUntil: until.toISOString(),
    })

    // Still on the menu, greyed, saying when it is back; pricing refuses it.
    expect((await card('set-den')).body.data).toMatchObject({
      available: false,
      backAt: until.toISOString(),
    })
    const placed = await op.place(customer.token, order)
    expectApiError(placed, 422, en.validation.failed)
    expect(errorsOf(placed)).toMatchObject({ lines: orderMessage('unavailable') })

    op.clock.advance(89 * MINUTE)
    expect((await card('set-den')).body.data.available).toBe(false)
    // Its time is up: back without anyone touching it.
    op.clock.advance(MINUTE)
    expect((await card('set-den')).body.data).toMatchObject({ available: true, backAt: null })
    expect((await op.place(customer.token, order)).status).toBe(201)
  })

  it('an option off until a time returns by itself; "until switched back" stays off', async () => {
    const soy = seedOption('soy-sauce')
    const until = new Date(op.clock.now.getTime() + 30 * MINUTE)
    expect(
      (await stop('modifier-options', soy.id, { available: false, until: until.toISOString() }))
        .status,
    ).toBe(200)
    const lines = [line('kaliforniia-sies-syomga', 1, { 'soy-sauce': 1 })]
    const quote = () =>
      op.json<{ data: { orderable: boolean } }>('POST', '/api/cart/quote', null, { lines })
    expect((await quote()).body.data.orderable).toBe(false)
    op.clock.advance(30 * MINUTE)
    expect((await quote()).body.data.orderable).toBe(true)

    const den = seedProduct('set-den')
    expect(
      (await stop('products', den.id, { available: false })).body.data.unavailableUntil,
    ).toBeNull()
    op.clock.advance(6 * 60 * MINUTE)
    expect((await card('set-den')).body.data).toMatchObject({ available: false, backAt: null })
    // Switched back on: on at once, no time left over.
    expect(
      (await stop('products', den.id, { available: true, until: until.toISOString() })).body.data,
    ).toMatchObject({ available: true, unavailableUntil: null })
  })

  it("the board's strip counts the dishes stopped now and says since when those with no end are off", async () => {
    type Stopped = { count: number; untilSwitchedBack: { id: number; since: string | null }[] }
    const strip = async () =>
      (await op.json<{ stopped: Stopped; now: string }>('GET', '/api/operator/kitchens', kitchen))
        .body
    const den = seedProduct('set-den')
    const sakura = seedProduct('set-sakura')
    const before = (await strip()).stopped.count
    const began = op.clock.now.toISOString()
    await stop('products', den.id, { available: false })
    const back = new Date(op.clock.now.getTime() + 60 * MINUTE).toISOString()
    await stop('products', sakura.id, { available: false, until: back })
    const both = await strip()
    expect(both.now).toBe(began)
    expect(both.stopped.count).toBe(before + 2)
    expect(both.stopped.untilSwitchedBack).toContainEqual(
      expect.objectContaining({ id: den.id, since: began }),
    )
    // One that ends by itself asks no reminder; once it ended it is no longer counted.
    expect(both.stopped.untilSwitchedBack.map((d) => d.id)).not.toContain(sakura.id)
    op.clock.advance(60 * MINUTE)
    // Stopped again with no end: still off since the first time.
    await stop('products', den.id, { available: false })
    const later = await strip()
    expect(later.stopped.count).toBe(before + 1)
    expect(later.stopped.untilSwitchedBack).toContainEqual(
      expect.objectContaining({ id: den.id, since: began }),
    )
    await stop('products', den.id, { available: true })
    const none = await strip()
    expect(none.stopped.count).toBe(before)
    expect(none.stopped.untilSwitchedBack.map((d) => d.id)).not.toContain(den.id)
  })

  it('refuses a time to come back that has already passed', async () => {
    const past = new Date(op.clock.now.getTime() - MINUTE).toISOString()
    const reply = await stop('products', seedProduct('set-den').id, {
      available: false,
      until: past,
    })
    expectApiError(reply, 422)
    expect(errorsOf(reply)).toEqual({ until: en.operator.menu.untilPast })
  })
})
