import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { GeoPoint } from '#shared/area'
import { answers } from './http'

// Addresses found by the configured geocoder, through the shop's own API (the browser never calls
// a provider itself: the CSP stays closed, and the provider's policy is kept in one place).

export const AddressSuggestion = z.object({
  /** What the customer reads: street and number, then the district and city. */
  label: z.string(),
  /** What goes into the address's street field. */
  street: z.string(),
  point: GeoPoint,
})
export type AddressSuggestion = z.infer<typeof AddressSuggestion>

export const addressSuggestions = createRoute({
  method: 'get',
  path: '/address-suggestions',
  tags: ['orders'],
  summary:
    'Addresses matching what the customer typed, in the shop’s area; none when no geocoder is configured or it is slow or down',
  request: {
    query: z.object({ q: z.string().trim().min(3).max(200) }),
  },
  responses: answers(
    z.object({
      data: z.array(AddressSuggestion),
      typeAhead: z
        .boolean()
        .describe(
          'whether the provider allows asking while the customer types (Photon), or only on a search (Nominatim)',
        ),
    }),
    429,
  ),
})

/** A coordinate from the query string: a finite number in its range, or a 422. */
const coordinate = (limit: number) => z.coerce.number().min(-limit).max(limit)

export const reverseAddress = createRoute({
  method: 'get',
  path: '/address-suggestions/reverse',
  tags: ['orders'],
  summary:
    'The address at a point (the phone’s location, asked only on the customer’s tap); null when no geocoder is configured, it knows none there, or it is slow or down',
  request: { query: z.object({ lat: coordinate(90), lng: coordinate(180) }) },
  responses: answers(z.object({ data: AddressSuggestion.nullable() }), 429),
})

export const geocoderInfo = createRoute({
  method: 'get',
  path: '/geocoder',
  tags: ['orders'],
  summary:
    'Whether the shop finds addresses (the checkout offers suggestions and “Use my location”)',
  responses: answers(
    z.object({ data: z.object({ provider: z.enum(['photon', 'nominatim']).nullable() }) }),
  ),
})
