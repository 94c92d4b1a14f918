import { beforeAll, describe, expect, it } from 'vitest'
import { documentedQueryParameters, registeredPaths, send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'

const ENGINES = await engines()
/** One past PostgreSQL's integer: a number, but no row's id. */
const BEYOND = String(2 ** 31)

// Every route that names a row by id reads it one way (validate.ts rowId): an id the database's
// integers cannot hold is no row, a 4xx, never a query that fails with 500.
describe.each(ENGINES)('an id beyond the database’s integers, on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let customer: string
  let admin: string
  beforeAll(async () => {
    op = operatorClient(t)
    customer = (await op.signUp()).token
    admin = await op.staffOf('admin')
  })

  const routes = (['GET', 'POST'] as const).flatMap((method) =>
    registeredPaths(method)
      .filter((path) => path.includes('/:id'))
      .map((path) => [method, path] as const),
  )

  it.each(routes)('%s %s answers 4xx', async (method, path) => {
    const url = path.replace(':id', BEYOND).replace(/:\w+/g, '1')
    const token = path.startsWith('/api/operator/') ? admin : customer
    const reply = await send(op.api, url, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    })
    expect(reply.status, reply.text).toBeGreaterThanOrEqual(400)
    expect(reply.status, reply.text).toBeLessThan(500)
  })

  // Every documented query parameter naming rows: the shared id schema bounds each to the database's
  // integer, so a larger one is a 422 on that parameter, whatever the route.
  const queryIds = documentedQueryParameters()
    .filter(({ name }) => /(Id|^ids)$/.test(name))
    .map(({ method, path, name }) => [method.toUpperCase(), path, name] as const)

  it('covers the board’s, the audit log’s and the products’ ids', () => {
    expect(queryIds.map(([, path, name]) => `${path}?${name}`)).toEqual(
      expect.arrayContaining([
        '/api/operator/orders?restaurantId',
        '/api/operator/orders?regionId',
        '/api/operator/audit?staffId',
        '/api/products?ids',
      ]),
    )
  })

  it.each(queryIds)('%s %s?%s=2^31 answers 422 on the parameter', async (method, path, name) => {
    const url = `${path.replace(/:\w+/g, '1')}?${name}=${BEYOND}`
    const token = path.startsWith('/api/operator/') ? admin : customer
    const reply = await send(op.api, url, { method, headers: { Authorization: `Bearer ${token}` } })
    expect(reply.status, reply.text).toBe(422)
    expect(errorsOf(reply)).toHaveProperty(name)
  })

  it('an order naming a region or restaurant beyond them is a 422 on the field', async () => {
    for (const field of ['regionId', 'restaurantId']) {
      const reply = await send(op.api, '/api/orders/quote', {
        method: 'POST',
        headers: { Authorization: `Bearer ${customer}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          lines: [{ id: 1, quantity: 1, currentPrice: 100, modifiers: [] }],
          orderType: 'pickup',
          paymentType: 'cash',
          [field]: Number(BEYOND),
        }),
      })
      expect(reply.status, reply.text).toBe(422)
      expect(errorsOf(reply)).toHaveProperty(field)
    }
  })
})
