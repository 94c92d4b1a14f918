import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { filtersQuery, loadBoard, readFilters } from '#client/console/orders/board'
import { loadStoreStatus } from '#client/console/orders/store-status'
import { auditApiQuery, readAuditFilters } from '#client/console/staff/audit-filters'
import { orderPageData } from '#client/ui/order/order-page-data'
import { isApiError } from '#shared/api-client'
import type { Invoice } from '#shared/contract/operator/invoices'
import type { OperatorOrder } from '#shared/contract/operator/orders'
import { restaurantDay } from '#shared/hours'
import { translate } from '#shared/i18n'
import { pageSearch } from '#shared/page-query'

const AUDIT_PER_PAGE = 50

/** The printed invoice's labels (operator.invoice.* in Bulgarian). */
const INVOICE_WORDS = [
  'title',
  'original',
  'number',
  'issuedAt',
  'suppliedAt',
  'seller',
  'buyer',
  'eik',
  'vatNumber',
  'address',
  'manager',
  'position',
  'description',
  'quantity',
  'unitPrice',
  'vatRate',
  'lineBase',
  'taxBase',
  'total',
  'payment',
  'order',
] as const

/**
 * What each console view loads, on the server (the console's one page asks by the view's name).
 * Only what a view shows goes into it: page data is sent to the browser.
 */
export const VIEW_DATA = {
  async orders({ api, urlParsed }: PageContextServer) {
    const filters = readFilters(pageSearch(urlParsed.search), restaurantDay(new Date()))
    const [orders, restaurants, regions, couriers, store] = await Promise.all([
      loadBoard(api, filters),
      api.get('/api/get-restaurants'),
      api.get('/api/get-regions'),
      api.get('/api/operator/couriers'),
      loadStoreStatus(api),
    ])
    const place = ({ id, name }: { id: number; name: string }) => ({ id, name })
    return {
      filters,
      orders,
      restaurants: restaurants.data.map(place),
      regions: regions.data.map(place),
      couriers: couriers.data,
      store,
    }
  },

  async deliveries({ api }: PageContextServer) {
    const { data: deliveries } = await api.get('/api/operator/deliveries')
    return { deliveries }
  },

  async order(pageContext: PageContextServer, id: string) {
    const [page, couriers, zones] = await Promise.all([
      orderPageData<OperatorOrder>(
        pageContext,
        id,
        '/api/operator/orders/{id}',
        'pages.console.order.description',
      ),
      pageContext.api.get('/api/operator/couriers'),
      pageContext.api.get('/api/get-regions'),
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
        '/api/operator/orders/{id}',
        'pages.console.ticket.description',
      ),
      pageContext.api.get('/api/get-regions'),
    ])
    const zone = zones.data.find((region) => region.id === page.order.regionId)
    return { ...page, zone: zone?.name ?? null }
  },

  async phone({ api }: PageContextServer) {
    const [menu, regions, restaurants] = await Promise.all([
      api.get('/api/menu'),
      api.get('/api/get-regions'),
      api.get('/api/get-restaurants'),
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
    const { data: menu } = await api.get('/api/operator/menu')
    return { menu }
  },

  async dashboard({ api, urlParsed }: PageContextServer) {
    // A day that is no date is today (the API's default) rather than an error page.
    const asked = pageSearch(urlParsed.search).date ?? ''
    const date = /^\d{4}-\d{2}-\d{2}$/.test(asked) ? asked : undefined
    const { data: figures } = await api.get('/api/operator/dashboard', { query: { date } })
    return { figures }
  },

  async options({ api }: PageContextServer) {
    const { data: site } = await api.get('/api/operator/site')
    return { options: site.options, orderLimits: site.order_limits }
  },

  async legal({ api }: PageContextServer) {
    const [site, legal] = await Promise.all([
      api.get('/api/operator/site'),
      api.get('/api/operator/legal'),
    ])
    return { trader: site.data.trader, legal: legal.data }
  },

  async places({ api }: PageContextServer) {
    const [zones, restaurants] = await Promise.all([
      api.get('/api/operator/regions'),
      api.get('/api/operator/restaurants'),
    ])
    return { zones: zones.data, restaurants: restaurants.data }
  },

  async kitchens({ api }: PageContextServer) {
    const { data: kitchens } = await api.get('/api/operator/kitchens')
    return { kitchens }
  },

  async redirects({ api }: PageContextServer) {
    const { data: rules } = await api.get('/api/operator/redirects')
    return { rules }
  },

  async promotions({ api, locale }: PageContextServer) {
    const [promotions, offers] = await Promise.all([
      api.get('/api/operator/promotions'),
      api.get('/api/operator/offers'),
    ])
    // The offers a promotion may name, called as the console's language calls them.
    const choices = offers.data.map((offer) => ({
      id: offer.id,
      name: offer.code ? `${offer.name[locale]} · ${offer.code}` : offer.name[locale],
    }))
    return { promotions: promotions.data, offers: choices }
  },

  async offers({ api, locale }: PageContextServer) {
    const [offers, menu, zones] = await Promise.all([
      api.get('/api/operator/offers'),
      api.get('/api/operator/menu'),
      api.get('/api/operator/regions'),
    ])
    // The form names categories, dishes and zones in the console's language.
    const named = ({ id, name }: { id: number; name: Record<typeof locale, string> }) => ({
      id,
      name: name[locale],
    })
    const choices = {
      categories: menu.data.categories.map(named),
      products: menu.data.products.map(named),
      zones: zones.data.map(named),
    }
    return { offers: offers.data, choices }
  },

  async staff({ api }: PageContextServer) {
    const { data: staff } = await api.get('/api/operator/staff')
    return { staff }
  },

  async customers({ api }: PageContextServer) {
    const { data: site } = await api.get('/api/operator/site')
    return { retention: site.retention }
  },

  async invoices({ api }: PageContextServer) {
    const { data: overview } = await api.get('/api/operator/invoices')
    return { overview, today: restaurantDay(new Date()) }
  },

  async invoice({ api, locale }: PageContextServer, id: string) {
    if (!/^\d{1,9}$/.test(id)) throw render(404)
    let invoice: Invoice
    try {
      invoice = (await api.get('/api/operator/invoices/{id}', { params: { id } })).data
    } catch (error) {
      if (isApiError(error, 404)) throw render(404)
      throw error
    }
    // The invoice is Bulgarian whatever the page's language (ЗДДС art. 114): its words come from
    // here, so the browser needs no second language's strings.
    const bg = (key: string, params?: Record<string, string | number>) =>
      translate('bg', `operator.invoice.${key}`, params)
    const words = Object.fromEntries(INVOICE_WORDS.map((key) => [key, bg(key)]))
    words.vat = bg('vat', { rate: invoice.vatRate })
    words.paymentType = translate('bg', `account.payment.${invoice.paymentType}`)
    return {
      invoice,
      words,
      head: {
        title: translate(locale, 'pages.console.invoice.title', { number: invoice.number }),
        description: translate(locale, 'pages.console.invoice.description'),
      },
    }
  },

  async audit({ api, urlParsed }: PageContextServer) {
    const filters = readAuditFilters(pageSearch(urlParsed.search))
    const [page, staff] = await Promise.all([
      api.get('/api/operator/audit', { query: auditApiQuery(filters, AUDIT_PER_PAGE) }),
      api.get('/api/operator/staff'),
    ])
    const people = staff.data.map(({ id, name }) => ({ id, name }))
    return { ...page, filters, people }
  },

  // The signed-in member's own page: the guard already asked who they are.
  account: async (_pageContext: PageContextServer) => ({}),
}

export type ViewName = keyof typeof VIEW_DATA

export type ViewData<Name extends ViewName> = Awaited<ReturnType<(typeof VIEW_DATA)[Name]>>
