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
