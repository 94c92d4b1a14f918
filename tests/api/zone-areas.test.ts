import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import {
  CENTER,
  delivery,
  line,
  orderMessage,
  orderRow,
  ordersOf,
  seedRegion,
} from '#tests/support/shop'

const ENGINES = await engines()

// Points in Sofia against the seed's zone areas (server/db/seed/data/regions.json).
const VITOSHA_BLVD = { lat: 42.692, lng: 23.321 } // Center
const CHERNI_VRAH_BLVD = { lat: 42.668, lng: 23.322 } // Lozenets
const ON_THE_BORDER = { lat: 42.683, lng: 23.32 } // the edge Center and Lozenets share
const BANKYA = { lat: 42.705, lng: 23.145 } // outside every zone

describe.each(ENGINES)('zones decided by the delivery point on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = await op.staffOf('manager')
  })
  const LOZENETS = seedRegion('lozenets')
  const order = (point: { lat: number; lng: number } | undefined, regionId = CENTER.id) =>
    delivery([line('set-den')], { regionId, point })

  it('the point decides the zone, its fee and the stored order; the zone the client names is ignored', async () => {
    const customer = await op.signUp()
    const quote = await op.quote(customer.token, order(CHERNI_VRAH_BLVD, CENTER.id))
    expect(quote.status, quote.text).toBe(200)
    expect(quote.body.data).toMatchObject({
      regionId: LOZENETS.id,
      deliveryFee: LOZENETS.deliveryFee,
      problems: {},
    })

    const { order: placed } = await op.placed(customer.token, order(CHERNI_VRAH_BLVD, CENTER.id))
    expect(placed).toMatchObject({ regionId: LOZENETS.id, deliveryFee: LOZENETS.deliveryFee })
    expect(await orderRow(op.db, placed.id)).toMatchObject({
      regionId: LOZENETS.id,
      point: CHERNI_VRAH_BLVD,
    })
  })

  it('a point on the border of two zones goes to the one listed first', async () => {
    const customer = await op.signUp()
    const quote = await op.quote(customer.token, order(ON_THE_BORDER, LOZENETS.id))
    expect(quote.body.data).toMatchObject({ regionId: CENTER.id, deliveryFee: CENTER.deliveryFee })
    const inside = await op.quote(customer.token, order(VITOSHA_BLVD, LOZENETS.id))
    expect(inside.body.data).toMatchObject({ regionId: CENTER.id })
  })

  it('a point outside every zone is refused, at the quote and at placement, and nothing is stored', async () => {
    const customer = await op.signUp()
    const outside = orderMessage('outsideZones')
    const quote = await op.quote(customer.token, order(BANKYA))
    expect(quote.body.data).toMatchObject({ regionId: null, problems: { point: outside } })
    const placed = await op.place(customer.token, order(BANKYA))
    expect(placed.status, placed.text).toBe(422)
    expect(placed.body).toEqual({
      message: validationMessage('en', 'failed'),
      errors: { point: outside },
    })
    expect(await ordersOf(op.db, customer.id)).toEqual([])
  })

  it('without a point, the zone is chosen by name as before', async () => {
    const customer = await op.signUp()
    const quote = await op.quote(customer.token, order(undefined, LOZENETS.id))
    expect(quote.body.data).toMatchObject({ regionId: LOZENETS.id, problems: {} })
  })

  it('a manager saves an area: crossing and open outlines are refused; an overlap is named with its winner', async () => {
    const post = (path: string, body: unknown) => op.operator('POST', path, manager, body, 'en')
    const zone = (slug: string, coordinates: number[][]) => ({
      slug,
      name: { bg: slug, ru: slug, en: slug, uk: slug },
      deliveryFee: 590,
      minOrder: 4000,
      freeDeliveryFrom: 8000,
      etaMinutes: 70,
      sort: 900,
      area: { type: 'Polygon', coordinates: [coordinates] },
    })
    const bowTie = [
      [23.3, 42.68],
      [23.34, 42.7],
      [23.34, 42.68],
      [23.3, 42.7],
      [23.3, 42.68],
    ]
    expect(errorsOf(await post('/regions', zone(`bow-${engine}`, bowTie)))).toEqual({
      area: en.operator.region.area.selfIntersects,
    })
    const open = [
      [23.3, 42.68],
      [23.34, 42.68],
      [23.34, 42.7],
      [23.3, 42.7],
    ]
    expect(errorsOf(await post('/regions', zone(`open-${engine}`, open)))).toEqual({
      'area.coordinates.0': en.operator.region.area.notClosed,
    })

    // A strip along Center's eastern edge, listed after it: Center wins where they overlap.
    const strip = [
      [23.34, 42.69],
      [23.37, 42.69],
      [23.37, 42.7],
      [23.34, 42.7],
      [23.34, 42.69],
    ]
    const added = await post('/regions', zone(`strip-${engine}`, strip))
    expect(added.status, added.text).toBe(201)
    expect((added.body as { data: { overlaps: unknown } }).data.overlaps).toEqual([
      { regionId: CENTER.id, wins: false },
    ])
    const customer = await op.signUp()
    const quote = await op.quote(customer.token, order({ lat: 42.695, lng: 23.342 }))
    expect(quote.body.data).toMatchObject({ regionId: CENTER.id })
  })
})
