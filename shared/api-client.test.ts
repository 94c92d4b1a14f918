import { describe, expect, expectTypeOf, it } from 'vitest'
import { type ApiClient, createApiClient } from './api-client'

/** A client over a fake fetch: records what was asked and answers `{ data: [] }`. */
function recording() {
  const asked: { path: string; init: RequestInit }[] = []
  const api = createApiClient({
    lang: 'en',
    fetch: async (path, init) => {
      asked.push({ path, init })
      return new Response('{"data":[]}', { headers: { 'Content-Type': 'application/json' } })
    },
  })
  return { api, asked }
}

describe('the API client names endpoints by the contract', () => {
  it('fills the path params and writes the query string', async () => {
    const { api, asked } = recording()
    await api.get('/api/products/{ref}', { params: { ref: 'sake maki/1' } })
    await api.get('/api/products', { query: { tags: 'new', category: undefined } })
    await api.post('/api/operator/orders/{id}/status', { status: 'cooking' }, { params: { id: 7 } })
    expect(asked.map((call) => call.path)).toEqual([
      '/api/products/sake%20maki%2F1',
      '/api/products?tags=new',
      '/api/operator/orders/7/status',
    ])
    expect(asked[2]?.init).toMatchObject({ method: 'POST', body: '{"status":"cooking"}' })
  })

  it('sends an empty JSON object for a POST without a body, as before', async () => {
    const { api, asked } = recording()
    await api.post('/api/logout')
    expect(asked[0]?.init.body).toBe('{}')
  })
})

// The types are the test: each line under @ts-expect-error must fail to compile (`npm run typecheck`).
function typeChecks(api: ApiClient) {
  // The answer comes from the contract.
  expectTypeOf(api.get('/api/get-regions')).resolves.toHaveProperty('data').toBeArray()
  expectTypeOf(api.get('/api/get-categories-without-products')).resolves.toBeArray()

  // @ts-expect-error a misspelt path
  void api.get('/api/get-region')
  // @ts-expect-error a path the contract reaches only by POST
  void api.get('/api/orders/quote')
  // @ts-expect-error a path written with its id rather than as the contract writes it
  void api.get('/api/orders/12')
  // @ts-expect-error a path with params needs them
  void api.get('/api/orders/{id}')
  // @ts-expect-error an unknown param
  void api.get('/api/orders/{id}', { params: { ref: 1 } })
  // @ts-expect-error a wrong body: the status is the contract's enum
  void api.post('/api/operator/orders/{id}/status', { status: 'eaten' }, { params: { id: 1 } })
  // @ts-expect-error an unknown field in the body
  void api.post('/api/profile/notifications', { status_sms: true, colour: 'red' })
  // @ts-expect-error a body the endpoint requires
  void api.post('/api/orders/quote')
  // @ts-expect-error an unknown query field
  void api.get('/api/products', { query: { colour: 'red' } })
  // @ts-expect-error a query where the endpoint takes none
  void api.get('/api/get-regions', { query: { all: '1' } })
  // @ts-expect-error a field the answer does not have
  void api.get('/api/get-regions').then((answer) => answer.regions)
}
void typeChecks
