import { describe, expect, it } from 'vitest'
import { useApi } from '#tests/support/api'
import { contractBreach } from '#tests/support/contract'
import { engines } from '#tests/support/databases'

const [engine] = await engines()

// Every answer a test reads through the harness is checked against its endpoint's contract; this is
// the check itself, seen refusing what breaks it.
describe('answers against the contract', () => {
  const t = useApi(engine!)

  it("passes the API's real answers and refuses one that breaks its endpoint's schema", async () => {
    const menu = await t.get<{ data: unknown[] }>('/api/menu', 'en')
    expect(menu.status).toBe(200)
    const check = (status: number, body: unknown) =>
      contractBreach(t.api, 'GET', '/api/menu', status, 'application/json', body)
    expect(check(200, menu.body)).toBeUndefined()
    expect(check(200, { data: [{ id: 'one' }] })).toMatch(
      /GET \/api\/menu \(200\) breaks its contract/,
    )
    expect(check(500, { message: 'x' })).toBeUndefined()
    expect(check(404, { error: 'no message' })).toMatch(/breaks its contract/)
    expect(contractBreach(t.api, 'GET', '/api/products/x', 201, 'application/json', {})).toMatch(
      /answered 201, which its contract does not list/,
    )
  })

  it('a harness call whose answer breaks the contract fails the test', async () => {
    const answer = { data: [{ id: 'one' }] }
    const fake = Object.assign(Object.create(t.api), {
      request: async () => Response.json(answer),
    })
    const { send } = await import('#tests/support/api')
    await expect(send(fake, '/api/menu')).rejects.toThrow(/breaks its contract/)
  })
})
