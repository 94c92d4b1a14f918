import type { PageContextServer } from 'vike/types'
import { filtersQuery, loadBoard, readFilters } from '#client/console/orders/board'
import { orderPageData } from '#client/ui/order/order-page-data'
import { restaurantDay } from '#shared/hours'
import { pageSearch } from '#shared/page-query'
import type { MenuSection, Region, Restaurant } from '#shared/schemas'
import type {
  ConsoleKitchen,
  ConsoleRestaurant,
  ConsoleZone,
  Figures,
  Menu,
  Promotion,
  SiteValues,
} from '../catalog-types'
import type { AuditPage, Courier, Delivery, OperatorOrder, RedirectRule, Staff } from '../types'

const AUDIT_PER_PAGE = 50

/**
 * What each console view loads, on the server (the console's one page asks by the view's name).
 * Only what a view shows goes into it: page data is sent to the browser.
 */
export const VIEW_DATA = {
  async orders({ api, urlParsed }: PageContextServer) {
    const filters = readFilters(pageSearch(urlParsed.search), restaurantDay(new Date()))
    const [orders, restaurants, regions] = await Promise.all([
      loadBoard(api, filters),
      api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
      api.get<{ data: Region[] }>('/api/get-regions'),
    ])
    const place = ({ id, name }: { id: number; name: string }) => ({ id, name })
    return {
      filters,
      orders,
      restaurants: restaurants.data.map(place),
      regions: regions.data.map(place),
    }
  },

  async deliveries({ api }: PageContextServer) {
    const { data: deliveries } = await api.get<{ data: Delivery[] }>('/api/operator/deliveries')
    return { deliveries }
  },

  async order(pageContext: PageContextServer, id: string) {
    const [page, couriers, zones] = await Promise.all([
      orderPageData<OperatorOrder>(
        pageContext,
        id,
        '/api/operator/orders',
        'pages.console.order.description',
      ),
      pageContext.api.get<{ data: Courier[] }>('/api/operator/couriers'),
      pageContext.api.get<{ data: Region[] }>('/api/get-regions'),
    ])
    // The board's filters came along in the query: the way back keeps them.
    const search = pageSearch(pageContext.urlParsed.search)
    const back = filtersQuery(readFilters(search, restaurantDay(new Date())))
    return {
      ...page,
      couriers: page.order.orderType === 'delivery' ? couriers.data : [],
      zone: zones.data.find((zone) => zone.id === page.order.regionId)?.name ?? null,
      back: search.date ? back : '',
    }
  },

  async ticket(pageContext: PageContextServer, id: string) {
    const [page, zones] = await Promise.all([
      orderPageData<OperatorOrder>(
        pageContext,
        id,
        '/api/operator/orders',
        'pages.console.ticket.description',
      ),
      pageContext.api.get<{ data: Region[] }>('/api/get-regions'),
    ])
    const zone = zones.data.find((region) => region.id === page.order.regionId)
    return { ...page, zone: zone?.name ?? null }
  },

  async phone({ api }: PageContextServer) {
    const [menu, regions, restaurants] = await Promise.all([
      api.get<{ data: MenuSection[] }>('/api/menu'),
      api.get<{ data: Region[] }>('/api/get-regions'),
      api.get<{ data: Restaurant[] }>('/api/get-restaurants'),
    ])
    const place = ({ id, name }: { id: number; name: string }) => ({ id, name })
    // What the search needs of each dish; the chosen one's options load when it is chosen.
    const dishes = menu.data.flatMap((section) =>
      section.products.map(({ id, name, price, available }) => ({ id, name, price, available })),
    )
    return {
      dishes,
      zones: regions.data.map(place),
      restaurants: restaurants.data.map(place),
    }
  },

  async menu({ api }: PageContextServer) {
    const { data: menu } = await api.get<{ data: Menu }>('/api/operator/menu')
    return { menu }
  },

  async dashboard({ api, urlParsed }: PageContextServer) {
    // A day that is no date is today (the API's default) rather than an error page.
    const asked = pageSearch(urlParsed.search).date ?? ''
    const query = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? `?date=${asked}` : ''
    const { data: figures } = await api.get<{ data: Figures }>(`/api/operator/dashboard${query}`)
    return { figures }
  },

  async options({ api }: PageContextServer) {
    const { data: site } = await api.get<{ data: SiteValues }>('/api/operator/site')
    return { options: site.options, orderLimits: site.order_limits }
  },

  async places({ api }: PageContextServer) {
    const [zones, restaurants] = await Promise.all([
      api.get<{ data: ConsoleZone[] }>('/api/operator/regions'),
      api.get<{ data: ConsoleRestaurant[] }>('/api/operator/restaurants'),
    ])
    return { zones: zones.data, restaurants: restaurants.data }
  },

  async kitchens({ api }: PageContextServer) {
    const { data: kitchens } = await api.get<{ data: ConsoleKitchen[] }>('/api/operator/kitchens')
    return { kitchens }
  },

  async redirects({ api }: PageContextServer) {
    const { data: rules } = await api.get<{ data: RedirectRule[] }>('/api/operator/redirects')
    return { rules }
  },

  async promotions({ api }: PageContextServer) {
    const { data: promotions } = await api.get<{ data: Promotion[] }>('/api/operator/promotions')
    return { promotions }
  },

  async staff({ api }: PageContextServer) {
    const { data: staff } = await api.get<{ data: Staff[] }>('/api/operator/staff')
    return { staff }
  },

  audit({ api, urlParsed }: PageContextServer) {
    const asked = Number(pageSearch(urlParsed.search).page)
    const page = Number.isSafeInteger(asked) && asked > 0 ? Math.min(asked, 10_000) : 1
    return api.get<AuditPage>(`/api/operator/audit?page=${page}&perPage=${AUDIT_PER_PAGE}`)
  },

  // The signed-in member's own page: the guard already asked who they are.
  account: async (_pageContext: PageContextServer) => ({}),
}

export type ViewName = keyof typeof VIEW_DATA

export type ViewData<Name extends ViewName> = Awaited<ReturnType<(typeof VIEW_DATA)[Name]>>
