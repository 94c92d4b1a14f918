import { z } from 'zod'
import type { AddressSuggestion } from '#shared/contract/geocoder'
import type { Lang } from '#shared/locales'

/** The one interface the shop asks for addresses through; the provider is configuration. */
export type Geocoder = {
  name: 'photon' | 'nominatim'
  /** Photon's policy allows asking on each keystroke; Nominatim's allows a single search only. */
  typeAhead: boolean
  search(query: string, lang: Lang, signal: AbortSignal): Promise<AddressSuggestion[]>
}

/** The shop's area, west,south,east,north: suggestions come from inside it. */
export type Bbox = [number, number, number, number]

export type GeocoderConfig = {
  provider: 'photon' | 'nominatim'
  url: string
  bbox: Bbox
  /** Nominatim's policy: requests name the application (and its origin) that sends them. */
  userAgent: string
}

const LIMIT = 5
// Photon's own languages; the others get its default (the names as written locally).
const PHOTON_LANGS: readonly string[] = ['en', 'de', 'fr', 'it']

const PhotonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z
        .object({
          name: z.string(),
          street: z.string(),
          housenumber: z.string(),
          district: z.string(),
          city: z.string(),
        })
        .partial(),
    }),
  ),
})

const NominatimAnswer = z.array(
  z.object({
    lat: z.coerce.number(),
    lon: z.coerce.number(),
    display_name: z.string(),
    address: z
      .object({ road: z.string(), house_number: z.string(), suburb: z.string(), city: z.string() })
      .partial()
      .default({}),
  }),
)

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ')

async function getJson(url: URL, headers: Record<string, string>, signal: AbortSignal) {
  const reply = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal })
  if (!reply.ok) throw new Error(`geocoder answered ${reply.status}`)
  return reply.json()
}

function photon({ url, bbox, userAgent }: GeocoderConfig): Geocoder {
  return {
    name: 'photon',
    typeAhead: true,
    async search(query, lang, signal) {
      const target = new URL('/api', url)
      target.searchParams.set('q', query)
      target.searchParams.set('limit', String(LIMIT))
      target.searchParams.set('bbox', bbox.join(','))
      if (PHOTON_LANGS.includes(lang)) target.searchParams.set('lang', lang)
      const answer = PhotonAnswer.parse(await getJson(target, { 'user-agent': userAgent }, signal))
      return answer.features.flatMap(({ geometry, properties: p }) => {
        const street = p.street
          ? joined(p.street) + (p.housenumber ? ` ${p.housenumber}` : '')
          : p.name
        if (!street) return []
        const [lng, lat] = geometry.coordinates
        return [{ label: joined(street, p.district, p.city), street, point: { lat, lng } }]
      })
    },
  }
}

function nominatim({ url, bbox, userAgent }: GeocoderConfig): Geocoder {
  const [west, south, east, north] = bbox
  return {
    name: 'nominatim',
    typeAhead: false,
    async search(query, lang, signal) {
      const target = new URL('/search', url)
      target.searchParams.set('q', query)
      target.searchParams.set('format', 'jsonv2')
      target.searchParams.set('addressdetails', '1')
      target.searchParams.set('limit', String(LIMIT))
      target.searchParams.set('viewbox', [west, north, east, south].join(','))
      target.searchParams.set('bounded', '1')
      target.searchParams.set('accept-language', lang)
      const answer = NominatimAnswer.parse(
        await getJson(target, { 'user-agent': userAgent }, signal),
      )
      return answer.map(({ lat, lon, display_name, address: a }) => {
        const street = a.road ? a.road + (a.house_number ? ` ${a.house_number}` : '') : display_name
        return { label: joined(street, a.suburb, a.city), street, point: { lat, lng: lon } }
      })
    },
  }
}

/** The configured geocoder; none (the laptop default): the checkout chooses zones by name. */
export function geocoderOf(config: GeocoderConfig | null): Geocoder | null {
  if (!config) return null
  return config.provider === 'photon' ? photon(config) : nominatim(config)
}
