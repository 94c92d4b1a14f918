import { describe, expect, it } from 'vitest'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { errorsOf } from '#tests/support/operator'
import { CENTER, delivery, line, manyOpenOrders, seedRegion, shopClient } from '#tests/support/shop'

const ENGINES = await engines()

// Points in Sofia against the seed's zone areas (server/db/seed/data/regions.json).
const CHERNI_VRAH_BLVD = { lat: 42.668, lng: 23.322 } // Lozenets

const address = (street: string) => ({ street, entrance: '', floor: '2', apartment: '', note: '' })

describe.each(ENGINES)('saved addresses the customer names and deletes on %s', (engine) => {
  const t = useApi(engine)
  const LOZENETS = seedRegion('lozenets')

  /** A customer with two addresses: Shipka 12 by its zone's name, then Cherni Vrah 47 by its point. */
  const withTwo = async () => {
    const shop = shopClient(t)
    await manyOpenOrders(t)
    const customer = await shop.signUp()
    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], { address: address('Shipka 12') }),
    )
    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], {
        point: CHERNI_VRAH_BLVD,
        address: address('Cherni Vrah Blvd 47'),
      }),
    )
    const list = (await shop.addresses(customer.token)).body.data
    return { shop, customer, list }
  }

  it('keeps the point an address was picked by, beside the zone it decided', async () => {
    const { list } = await withTwo()
    expect(list.map(({ street, regionId, point }) => ({ street, regionId, point }))).toEqual([
      { street: 'Cherni Vrah Blvd 47', regionId: LOZENETS.id, point: CHERNI_VRAH_BLVD },
      { street: 'Shipka 12', regionId: CENTER.id, point: null },
    ])
  })

  it('names an address; the name stays when the place is ordered to again', async () => {
    const { shop, customer, list } = await withTwo()
    const office = list[0]!
    const renamed = await shop.renameAddress(customer.token, office.id, { name: '  Office ' })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body.data).toEqual({ ...office, name: 'Office' })

    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], { address: address('Shipka 12') }),
    )
    await shop.placed(
      customer.token,
      delivery([line('set-sakura')], {
        point: CHERNI_VRAH_BLVD,
        address: address('Cherni Vrah Blvd 47'),
      }),
    )
    const again = (await shop.addresses(customer.token)).body.data
    expect(again.map((a) => [a.street, a.name])).toEqual([
      ['Cherni Vrah Blvd 47', 'Office'],
      ['Shipka 12', ''],
    ])
  })

  it('refuses a name too long, with the field named', async () => {
    const { shop, customer, list } = await withTwo()
    const refused = await shop.renameAddress(customer.token, list[0]!.id, { name: 'x'.repeat(31) })
    expectApiError(refused, 422)
    expect(errorsOf(refused)).toEqual({ name: expect.any(String) })
    expect((await shop.addresses(customer.token)).body.data[0]!.name).toBe('')
  })

  it('deletes an address; another customer can neither rename nor delete it', async () => {
    const { shop, customer, list } = await withTwo()
    const other = await shop.signUp()
    const [cherni, shipka] = list
    expectApiError(await shop.renameAddress(other.token, cherni!.id, { name: 'Mine' }), 404)
    expectApiError(await shop.deleteAddress(other.token, cherni!.id), 404)
    expectApiError(await shop.deleteAddress(null, cherni!.id), 401)

    const deleted = await shop.deleteAddress(customer.token, cherni!.id)
    expect(deleted.status, deleted.text).toBe(200)
    expect((await shop.addresses(customer.token)).body.data).toEqual([shipka])
    expectApiError(await shop.deleteAddress(customer.token, cherni!.id), 404)
  })
})
