import { describe, expect, it } from 'vitest'
import { expectApiError, useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { errorsOf } from '#tests/support/operator'
import {
  CENTER,
  delivery,
  line,
  manyOpenOrders,
  ordersOf,
  pickup,
  seedRegion,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

const address = (street: string, apartment = '7') => ({
  street,
  entrance: 'A',
  floor: '3',
  apartment,
  note: '',
})

/** A saved address as listed: typed, without a point, not named yet. */
const saved = (regionId: number, typed: ReturnType<typeof address>) => ({
  id: expect.any(String),
  regionId,
  ...typed,
  name: '',
  point: null,
})

describe.each(ENGINES)('what an order remembers of its customer on %s', (engine) => {
  const t = useApi(engine)

  it('a customer who skipped the profile gets a 422 on name; once named, the order goes', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp({ name: '' })
    const refused = await shop.place(customer.token, pickup([line('set-sakura')]))
    expectApiError(refused, 422, validationMessage('en', 'failed'))
    expect(errorsOf(refused)).toEqual({
      name: 'Please tell us your name: the kitchen and the courier will ask for you by it.',
    })
    expect(await ordersOf(t.db, customer.id)).toEqual([])

    const named = await shop.updateProfile(customer.token, { name: 'Mila' })
    expect(named.status, named.text).toBe(200)
    const placed = await shop.place(customer.token, pickup([line('set-sakura')]))
    expect(placed.status, placed.text).toBe(201)
  })

  it('GET /api/addresses: delivery addresses newest first, each once, at most 5', async () => {
    const shop = shopClient(t)
    // Six orders of one customer, all still open.
    await manyOpenOrders(t)
    const customer = await shop.signUp()
    expect((await shop.addresses(customer.token)).body).toEqual({ data: [] })

    const lozenets = seedRegion('lozenets')
    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], { address: address('Shipka 12') }),
    )
    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], { regionId: lozenets.id, address: address('Bigla 5') }),
    )
    // A pickup has no address to keep.
    await shop.placed(customer.token, pickup([line('set-sakura')]))
    // The same place again, typed differently, moves up rather than twice.
    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], { address: { ...address('shipka  12'), note: 'Ring twice' } }),
    )
    const reply = await shop.addresses(customer.token)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.data).toEqual([
      { ...saved(CENTER.id, address('shipka  12')), note: 'Ring twice' },
      saved(lozenets.id, address('Bigla 5')),
    ])

    for (const apartment of ['1', '2', '3', '4']) {
      await shop.placed(
        customer.token,
        delivery([line('set-sakura')], { address: address('Vitosha 1', apartment) }),
      )
    }
    const five = (await shop.addresses(customer.token)).body.data
    expect(five.map((a) => `${a.street}/${a.apartment}`)).toEqual([
      'Vitosha 1/4',
      'Vitosha 1/3',
      'Vitosha 1/2',
      'Vitosha 1/1',
      'shipka  12/7',
    ])

    // Another customer's list is their own; without a session there is none.
    const other = await shop.signUp()
    expect((await shop.addresses(other.token)).body).toEqual({ data: [] })
    expectApiError(await shop.addresses(null), 401)
  })
})
