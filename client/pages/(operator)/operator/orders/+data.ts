import type { PageContextServer } from 'vike/types'
import { restaurantDay } from '../../../../../shared/hours'
import type { Region, Restaurant } from '../../../../../shared/schemas'
import { loadBoard, readFilters } from '../../../../components/operator/board'

export type BoardData = Awaited<ReturnType<typeof data>>

export async function data({ api, urlParsed }: PageContextServer) {
  const filters = readFilters(urlParsed.search, restaurantDay(new Date()))
  const [orders, restaurants, regions] = await Promise.all([
    loadBoard(api, filters),
    api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
    api.get<{ data: Region[] }>('/api/get-regions'),
  ])
  // Only what the filters show of the places: page data goes to the browser.
  const place = ({ id, name }: { id: number; name: string }) => ({ id, name })
  return {
    filters,
    orders,
    restaurants: restaurants.data.map(place),
    regions: regions.data.map(place),
  }
}
