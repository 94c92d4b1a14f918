import { beforeAll, describe, expect, it } from 'vitest'
import { registeredPaths, send, useApi } from '../support/api'
import { engines } from '../support/databases'
import { type OperatorClient, operatorClient } from '../support/operator'

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
})
