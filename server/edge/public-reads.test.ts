import { describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient } from '#shared/api-client'
import { publicReads } from './public-reads'

function fakeApi(answer: (path: string) => unknown = (path) => ({ data: [{ path }] })) {
  const asked: string[] = []
  const client = createApiClient({
    lang: 'en',
    fetch: async (path) => {
      asked.push(path)
      return Response.json(answer(path))
    },
  })
  return { client, asked }
}

const popular = { query: { tags: 'popular' } }

describe('public catalog reads shared between renders', () => {
  it('asks the API once per path and language while the data version holds', async () => {
    const { client, asked } = fakeApi()
    const shared = publicReads({ version: () => 'v1' })
    const first = await shared(client, 'en').get('/api/products', popular)
    const second = await shared(client, 'en').get('/api/products', popular)
    expect(second).toBe(first)
    await shared(client, 'bg').get('/api/products', popular)
    await shared(client, 'en').get('/api/products')
    expect(asked).toEqual([
      '/api/products?tags=popular',
      '/api/products?tags=popular',
      '/api/products',
    ])
  })

  it('asks again when the data version changes or the answer is older than the time limit', async () => {
    vi.useFakeTimers()
    try {
      const { client, asked } = fakeApi()
      let version = 'v1'
      const shared = publicReads({ version: () => version, ttlMs: 60_000 })
      await shared(client, 'en').get('/api/get-options')
      version = 'v2'
      await shared(client, 'en').get('/api/get-options')
      await shared(client, 'en').get('/api/get-options')
      vi.advanceTimersByTime(60_001)
      await shared(client, 'en').get('/api/get-options')
      expect(asked).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('never shares personal reads, nor reads sent with headers of their own', async () => {
    const { client, asked } = fakeApi()
    const shared = publicReads({ version: () => 'v1' })
    const personal = [
      '/api/get-profile',
      '/api/orders',
      '/api/bonuses',
      '/api/operator/menu',
    ] as const
    for (const path of personal) {
      await shared(client, 'en').get(path)
      await shared(client, 'en').get(path)
    }
    await shared(client, 'en').get('/api/get-regions', { headers: { 'X-Whatever': '1' } })
    await shared(client, 'en').get('/api/get-regions', { headers: { 'X-Whatever': '1' } })
    expect(asked).toHaveLength(10)
  })

  it('keeps no failure: the render after it asks again', async () => {
    let fail = true
    const { client, asked } = fakeApi(() => {
      if (fail) throw new ApiError(503, 'down')
      return { data: [] }
    })
    const shared = publicReads({ version: () => 'v1' })
    await expect(shared(client, 'en').get('/api/get-restaurants')).rejects.toThrow('down')
    fail = false
    await expect(shared(client, 'en').get('/api/get-restaurants')).resolves.toEqual({ data: [] })
    expect(asked).toHaveLength(2)
  })

  it('hands out frozen answers, so no render can change what the next one reads', async () => {
    const { client } = fakeApi(() => ({ data: [{ id: 1, tags: ['popular', 'new'] }] }))
    const shared = publicReads({ version: () => 'v1' })
    const answer = (await shared(client, 'en').get('/api/promotions')) as unknown as {
      data: { id: number; tags: string[] }[]
    }
    expect(() => answer.data.push({ id: 2, tags: [] })).toThrow(TypeError)
    expect(() => answer.data[0]?.tags.sort()).toThrow(TypeError)
    expect(() => {
      ;(answer.data[0] as { id: number }).id = 3
    }).toThrow(TypeError)
  })

  it('holds at most maxEntries answers, dropping the oldest', async () => {
    const { client, asked } = fakeApi()
    const shared = publicReads({ version: () => 'v1', maxEntries: 2 })
    await shared(client, 'en').get('/api/products/{ref}', { params: { ref: 1 } })
    await shared(client, 'en').get('/api/products/{ref}', { params: { ref: 2 } })
    await shared(client, 'en').get('/api/products/{ref}', { params: { ref: 3 } })
    await shared(client, 'en').get('/api/products/{ref}', { params: { ref: 3 } })
    await shared(client, 'en').get('/api/products/{ref}', { params: { ref: 1 } })
    expect(asked).toEqual([
      '/api/products/1',
      '/api/products/2',
      '/api/products/3',
      '/api/products/1',
    ])
  })
})
