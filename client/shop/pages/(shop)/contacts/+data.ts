import type { PageContextServer } from 'vike/types'
import type { Restaurant, Social } from '#shared/schemas'

export type ContactsData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [restaurants, socials] = await Promise.all([
    api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
    api.get<{ data: Social[] }>('/api/dictionaries/social-and-messenger'),
  ])
  return { restaurants: restaurants.data, socials: socials.data }
}
