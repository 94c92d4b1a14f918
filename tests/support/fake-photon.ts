// A stand-in for Photon (photon.komoot.io) on 127.0.0.1 that speaks its /api: GeoJSON features for
// a few Sofia streets, inside and outside the seed's zones, and /reverse: the nearest of them. Tests import it; the browser tests'
// web server runs it (`tsx tests/support/fake-photon.ts PORT`).
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

type Street = {
  bg: string
  en: string
  housenumber: string
  district: string
  lat: number
  lng: number
}

/** Where each lies against server/db/seed/data/regions.json. */
export const SOFIA_STREETS = {
  vitosha: {
    bg: 'бул. Витоша',
    en: 'Vitosha Blvd',
    housenumber: '20',
    district: 'Triaditsa',
    lat: 42.692,
    lng: 23.321,
  }, // Center
  ignatiev: {
    bg: 'ул. Граф Игнатиев',
    en: 'Graf Ignatiev St',
    housenumber: '22',
    district: 'Sredets',
    lat: 42.6905,
    lng: 23.3275,
  }, // Center
  cherniVrah: {
    bg: 'бул. Черни връх',
    en: 'Cherni Vrah Blvd',
    housenumber: '47',
    district: 'Lozenets',
    lat: 42.668,
    lng: 23.322,
  }, // Lozenets
  tsarigradsko: {
    bg: 'бул. Цариградско шосе',
    en: 'Tsarigradsko Shose Blvd',
    housenumber: '115',
    district: 'Mladost',
    lat: 42.657,
    lng: 23.39,
  }, // Mladost
  bankya: {
    bg: 'ул. Цар Симеон',
    en: 'Tsar Simeon St',
    housenumber: '1',
    district: 'Bankya',
    lat: 42.705,
    lng: 23.145,
  }, // outside every zone
} satisfies Record<string, Street>

const feature = (street: Street, lang: string | null) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [street.lng, street.lat] },
  properties: {
    osm_type: 'N',
    name:
      lang === 'en' ? `${street.en} ${street.housenumber}` : `${street.bg} ${street.housenumber}`,
    street: lang === 'en' ? street.en : street.bg,
    housenumber: street.housenumber,
    district: street.district,
    city: lang === 'en' ? 'Sofia' : 'София',
    country: 'Bulgaria',
  },
})

/** /api: the streets whose names hold the query. */
function matching(url: URL, queries: string[]): Street[] {
  const q = (url.searchParams.get('q') ?? '').toLowerCase()
  queries.push(q)
  return Object.values(SOFIA_STREETS).filter((s) =>
    `${s.bg} ${s.housenumber} ${s.en} ${s.housenumber}`.toLowerCase().includes(q),
  )
}

// About a kilometre: farther from every known street, Photon's /reverse finds nothing here.
const NEAR = 0.01

/** /reverse: the street nearest `lat` and `lon`, if one is near; null for any other path. */
function nearest(url: URL): Street[] | null {
  if (url.pathname !== '/reverse') return null
  const lat = Number(url.searchParams.get('lat'))
  const lng = Number(url.searchParams.get('lon'))
  const away = (s: Street) => Math.hypot(s.lat - lat, s.lng - lng)
  const [closest] = Object.values(SOFIA_STREETS).sort((a, b) => away(a) - away(b))
  return closest && away(closest) < NEAR ? [closest] : []
}

export type FakePhoton = {
  url: string
  /** Every query asked, in order. */
  queries: string[]
  /** Answers only after this long (a slow provider); 0 by default. */
  delayMs: number
  stop(): Promise<void>
}

export async function startFakePhoton(port = 0): Promise<FakePhoton> {
  const queries: string[] = []
  const fake = { queries, delayMs: 0 } as FakePhoton
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const lang = url.searchParams.get('lang')
    const found = url.pathname === '/api' ? matching(url, queries) : nearest(url)
    if (!found) {
      response.writeHead(404).end()
      return
    }
    const body = JSON.stringify({
      type: 'FeatureCollection',
      features: found.map((s) => feature(s, lang)),
    })
    setTimeout(() => {
      if (response.destroyed) return
      response.writeHead(200, { 'content-type': 'application/json' }).end(body)
    }, fake.delayMs)
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  fake.stop = () =>
    new Promise((done) => {
      server.closeAllConnections()
      server.close(() => done())
    })
  return fake
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const fake = await startFakePhoton(Number(process.argv[2] ?? 0))
  console.log(`fake Photon at ${fake.url}`)
}
