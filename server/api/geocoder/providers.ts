import { z } from 'zod'
import type { GeoPoint } from '#shared/area'
import type { AddressSuggestion } from '#shared/contract/geocoder'
import type { Lang } from '#shared/locales'

/** The one interface the shop asks for addresses through; the provider is configuration. */
export type Geocoder = {
  name: 'photon' | 'nominatim'
  /** Photon's policy allows asking on each keystroke; Nominatim's allows a single search only. */
  typeAhead: boolean
  search(query: string, lang: Lang, signal: AbortSignal): Promise<AddressSuggestion[]>
  /** The address nearest a point, if the provider knows one. */
  reverse(point: GeoPoint, lang: Lang, signal: AbortSignal): Promise<AddressSuggestion | null>
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

const NominatimPlace = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  address: z
    .object({ road: z.string(), house_number: z.string(), suburb: z.string(), city: z.string() })
    .partial()
    .default({}),
})

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(', ')

async function getJson(url: URL, headers: Record<string, string>, signal: AbortSignal) {
  const reply = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal })
  if (!reply.ok) throw new Error(`geocoder answered ${reply.status}`)
  return reply.json()
}

function photon({ url, bbox, userAgent }: GeocoderConfig): Geocoder {
  const ask = async (
    path: string,
    query: Record<string, string>,
    lang: Lang,
    signal: AbortSignal,
  ) => {
    const target = new URL(path, url)
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value)
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
  }
  return {
    name: 'photon',
    typeAhead: true,
    search: (query, lang, signal) =>
      ask('/api', { q: query, limit: String(LIMIT), bbox: bbox.join(',') }, lang, signal),
    async reverse({ lat, lng }, lang, signal) {
      const query = { lat: String(lat), lon: String(lng), limit: '1' }
      return (await ask('/reverse', query, lang, signal))[0] ?? null
    },
  }
}

type NominatimPlace = z.infer<typeof NominatimPlace>

function fromNominatim({ lat, lon, display_name, address: a }: NominatimPlace): AddressSuggestion {
  const street = a.road ? a.road + (a.house_number ? ` ${a.house_number}` : '') : display_name
  return { label: joined(street, a.suburb, a.city), street, point: { lat, lng: lon } }
}

function nominatim({ url, bbox, userAgent }: GeocoderConfig): Geocoder {
  const [west, south, east, north] = bbox
  const ask = (path: string, query: Record<string, string>, lang: Lang, signal: AbortSignal) => {
    const target = new URL(path, url)
    for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value)
    target.searchParams.set('format', 'jsonv2')
    target.searchParams.set('addressdetails', '1')
    target.searchParams.set('accept-language', lang)
    return getJson(target, { 'user-agent': userAgent }, signal)
  }
  return {
    name: 'nominatim',
    typeAhead: false,
    async search(query, lang, signal) {
      const viewbox = [west, north, east, south].join(',')
      const answer = await ask(
        '/search',
        { q: query, limit: String(LIMIT), viewbox, bounded: '1' },
        lang,
        signal,
      )
      return z.array(NominatimPlace).parse(answer).map(fromNominatim)
    },
    async reverse({ lat, lng }, lang, signal) {
      const answer = await ask('/reverse', { lat: String(lat), lon: String(lng) }, lang, signal)
      // Nominatim answers `{ "error": "Unable to geocode" }` where it knows no address.
      const place = NominatimPlace.safeParse(answer)
      return place.success ? fromNominatim(place.data) : null
    },
  }
}

/** The configured geocoder; none (the laptop default): the checkout chooses zones by name. */
export function geocoderOf(config: GeocoderConfig | null): Geocoder | null {
  if (!config) return null
  return config.provider === 'photon' ? photon(config) : nominatim(config)
}
