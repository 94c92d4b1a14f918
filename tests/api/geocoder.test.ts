import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApi } from '#server/api'
import { createCatalogStore } from '#server/api/catalog/store'
import { geocoderOf } from '#server/api/geocoder/providers'
import { GEOCODE_LIMIT, GEOCODER_TIMEOUT_MS } from '#server/api/geocoder/routes'
import type { DatabaseHandle } from '#server/db/client'
import { createLogger } from '#server/log'
import { send } from '#tests/support/api'
import { freshDatabase } from '#tests/support/databases'
import { type FakePhoton, SOFIA_STREETS, startFakePhoton } from '#tests/support/fake-photon'
import { testJobs } from '#tests/support/jobs'

type Suggestions = {
  data: { label: string; street: string; point: { lat: number; lng: number } }[]
  typeAhead: boolean
}

const SOFIA: [number, number, number, number] = [23.18, 42.6, 23.5, 42.78]

describe('address suggestions through the shop’s proxy', () => {
  let handle: DatabaseHandle
  let photon: FakePhoton
  let address = 0
  beforeAll(async () => {
    handle = await freshDatabase('pglite')
    photon = await startFakePhoton()
  })
  afterAll(async () => {
    await photon.stop()
    await handle.close()
  })

  /**
   * The API with a Photon at `url`. A provider that works gets seconds: this machine is shared and
   * busy, and the in-process fake answers only when the test's own work lets it; the slow
   * provider's test keeps the shop's limit.
   */
  const ready = async (url: string | null, timeoutMs = 5000) => {
    const log = createLogger('silent')
    const geocoder = geocoderOf(
      url ? { provider: 'photon', url, bbox: SOFIA, userAgent: 'hanami-sushi-shop (test)' } : null,
    )
    const jobs = testJobs(handle.jobs, log)
    const catalog = createCatalogStore(handle.db)
    const api = createApi({
      log,
      db: handle.db,
      catalog,
      jobs,
      geocoder,
      geocoderTimeoutMs: timeoutMs,
    })
    await jobs.open()
    return api
  }
  // Each test asks from an address of its own: the rate limit counts per address.
  const ask = (api: Awaited<ReturnType<typeof ready>>, q: string, ip = `10.0.0.${++address}`) =>
    send<Suggestions>(api, `/api/address-suggestions?q=${encodeURIComponent(q)}`, {
      lang: 'en',
      headers: { 'X-Client-IP': ip },
    })

  type Reverse = { data: Suggestions['data'][number] | null }
  const reverse = (api: Awaited<ReturnType<typeof ready>>, query: string) =>
    send<Reverse>(api, `/api/address-suggestions/reverse?${query}`, {
      lang: 'en',
      headers: { 'X-Client-IP': `10.0.1.${++address}` },
    })

  it('without a geocoder answers nothing, and the checkout chooses zones by name', async () => {
    const api = await ready(null)
    expect((await send(api, '/api/geocoder')).body).toEqual({ data: { provider: null } })
    expect((await reverse(api, 'lat=42.668&lng=23.322')).body).toEqual({ data: null })
  })

  it("finds the address at the phone's location through Photon's /reverse", async () => {
    const api = await ready(photon.url)
    expect((await send(api, '/api/geocoder')).body).toEqual({ data: { provider: 'photon' } })
    const { cherniVrah } = SOFIA_STREETS
    const reply = await reverse(api, 'lat=42.6682&lng=23.3221')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({
      data: {
        label: 'Cherni Vrah Blvd 47, Lozenets, Sofia',
        street: 'Cherni Vrah Blvd 47',
        point: { lat: cherniVrah.lat, lng: cherniVrah.lng },
      },
    })
    // In the fields, far from every street Photon knows: nothing, not an error.
    expect((await reverse(api, 'lat=42.9&lng=23.9')).body).toEqual({ data: null })
  })

  it('refuses a point that is not one', async () => {
    const api = await ready(photon.url)
    for (const query of [
      'lat=91&lng=23',
      'lat=42&lng=-181',
      'lat=Infinity&lng=23',
      'lat=x&lng=1',
      'lat=42',
    ]) {
      const reply = await reverse(api, query)
      expect(reply.status, query).toBe(422)
      expect(reply.body).toMatchObject({ message: expect.any(String), errors: expect.any(Object) })
    }
  })

  it('a slow or down provider leaves the location unfound within a second', async () => {
    const api = await ready(photon.url, GEOCODER_TIMEOUT_MS)
    photon.delayMs = 10_000
    const started = Date.now()
    const slow = await reverse(api, 'lat=42.692&lng=23.321')
    photon.delayMs = 0
    expect(slow.status).toBe(200)
    expect(slow.body).toEqual({ data: null })
    expect(Date.now() - started).toBeLessThan(GEOCODER_TIMEOUT_MS + 500)
    const down = await startFakePhoton()
    await down.stop()
    expect((await reverse(await ready(down.url), 'lat=42.692&lng=23.321')).body).toEqual({
      data: null,
    })
  })

  it('without a geocoder answers no suggestions', async () => {
    const reply = await ask(await ready(null), 'Vitosha')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({ data: [], typeAhead: false })
  })

  it("answers Photon's streets in the shop's area with their points, and asks it once per address", async () => {
    const api = await ready(photon.url)
    const { vitosha } = SOFIA_STREETS
    const reply = await ask(api, 'Vitosha')
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body).toEqual({
      data: [
        {
          label: 'Vitosha Blvd 20, Triaditsa, Sofia',
          street: 'Vitosha Blvd 20',
          point: { lat: vitosha.lat, lng: vitosha.lng },
        },
      ],
      typeAhead: true,
    })
    const asked = photon.queries.length
    const again = await ask(api, '  vitosha ')
    expect(again.body.data).toHaveLength(1)
    expect(photon.queries.length).toBe(asked)
  })

  it('a slow provider leaves the customer without suggestions within a second', async () => {
    const api = await ready(photon.url, GEOCODER_TIMEOUT_MS)
    photon.delayMs = 10_000
    const started = Date.now()
    const reply = await ask(api, 'Cherni')
    photon.delayMs = 0
    expect(reply.status).toBe(200)
    expect(reply.body.data).toEqual([])
    // The server gives up at GEOCODER_TIMEOUT_MS; the margin is for this shared, busy machine.
    expect(Date.now() - started).toBeLessThan(GEOCODER_TIMEOUT_MS + 500)
  })

  it('a provider that is down leaves the customer without suggestions', async () => {
    const down = await startFakePhoton()
    await down.stop()
    const reply = await ask(await ready(down.url), 'Graf Ignatiev')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ data: [], typeAhead: true })
  })

  it('holds one address to its pace of asks; answers already cached stay free', async () => {
    const api = await ready(photon.url)
    const ip = '10.9.9.9'
    for (let n = 0; n < GEOCODE_LIMIT.max; n++) await ask(api, `Tsar Simeon ${n}`, ip)
    const refused = await ask(api, 'Tsarigradsko', ip)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect((await ask(api, 'Tsar Simeon 1', ip)).status).toBe(200)
  })
})
