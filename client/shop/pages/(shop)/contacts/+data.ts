import type { PageContextServer } from 'vike/types'

export type ContactsData = Awaited<ReturnType<typeof data>>

export async function data({ api }: PageContextServer) {
  const [restaurants, socials] = await Promise.all([
    api.get('/api/get-restaurants'),
    api.get('/api/dictionaries/social-and-messenger'),
  ])
  return { restaurants: restaurants.data, socials: socials.data }
}
