import type { PageContext } from 'vike/types'
import type { MenuSection, Product } from '#shared/contract/catalog'
import type { Restaurant } from '#shared/contract/places'
import type { Trader } from '#shared/contract/site'
import { localizePath } from '#shared/locales'
import { absolute } from './seo'

type JsonLd = Record<string, unknown>

const euros = (cents: number) => (cents / 100).toFixed(2)
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

const organizationId = (pageContext: PageContext) => absolute(pageContext, '/#organization')
const menuUrl = (pageContext: PageContext) =>
  absolute(pageContext, localizePath('/menu', pageContext.locale))
/** The Menu's own id, so each Restaurant's hasMenu names the one menu page (issue 38). */
const menuId = (pageContext: PageContext) => `${menuUrl(pageContext)}#menu`

/**
 * The trader as search engines read it (schema.org Organization): the legal name, the ЕИК as
 * taxID, the VAT number and the registered address, the same on every page.
 */
function organization(pageContext: PageContext, trader: Trader): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(pageContext),
    name: pageContext.site?.brand,
    legalName: `${trader.legalName} ${trader.legalForm}`,
    taxID: trader.eik,
    ...(trader.vatNumber ? { vatID: trader.vatNumber } : {}),
    email: trader.email,
    telephone: trader.phone,
    url: absolute(pageContext, localizePath('/', pageContext.locale)),
    address: { '@type': 'PostalAddress', streetAddress: trader.address, addressCountry: 'BG' },
  }
}

function restaurant(pageContext: PageContext, place: Restaurant): JsonLd {
  return {
    '@type': 'Restaurant',
    name: place.name,
    ...(pageContext.site?.trader
      ? { parentOrganization: { '@id': organizationId(pageContext) } }
      : {}),
    url: absolute(pageContext, localizePath('/', pageContext.locale)),
    telephone: place.phone,
    servesCuisine: ['Japanese', 'Asian', 'Sushi'],
    priceRange: '€€',
    acceptsReservations: false,
    hasMenu: { '@id': menuId(pageContext) },
    // Google's "Order online": the menu, where ordering starts without a sign-in.
    potentialAction: {
      '@type': 'OrderAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: menuUrl(pageContext),
        actionPlatform: [
          'https://schema.org/DesktopWebPlatform',
          'https://schema.org/MobileWebPlatform',
        ],
      },
      deliveryMethod: ['http://purl.org/goodrelations/v1#DeliveryModeOwnFleet'],
    },
    hasDeliveryMethod: 'http://purl.org/goodrelations/v1#DeliveryModeOwnFleet',
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.address,
      addressLocality: 'Sofia',
      addressCountry: 'BG',
    },
    geo: { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lng },
    openingHoursSpecification: place.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[h.day]}`,
      opens: h.open,
      closes: h.close,
    })),
    // A holiday: its own hours, or 00:00–00:00 for closed all day (schema.org's convention).
    specialOpeningHoursSpecification: place.specialDays.flatMap((special) =>
      (special.hours.length ? special.hours : [{ open: '00:00', close: '00:00' }]).map((h) => ({
        '@type': 'OpeningHoursSpecification',
        validFrom: special.date,
        validThrough: special.date,
        opens: h.open,
        closes: h.close,
      })),
    ),
  }
}

function breadcrumbs(pageContext: PageContext, trail: [string, string][]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: absolute(pageContext, localizePath(path, pageContext.locale)),
    })),
  }
}

function product(pageContext: PageContext, item: Omit<Product, 'names'>): JsonLd {
  return {
    '@type': 'Product',
    name: item.name,
    description: item.description,
    image: absolute(pageContext, item.image),
    sku: item.slug,
    category: item.categoryName,
    offers: {
      '@type': 'Offer',
      price: euros(item.price),
      priceCurrency: 'EUR',
      availability: item.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absolute(pageContext, localizePath(`/product/${item.slug}`, pageContext.locale)),
    },
  }
}

function menu(pageContext: PageContext, sections: readonly MenuSection[]): JsonLd {
  return {
    '@type': 'Menu',
    '@id': menuId(pageContext),
    name: pageContext.site?.brand,
    url: menuUrl(pageContext),
    hasMenuSection: sections.map((section) => ({
      '@type': 'MenuSection',
      name: section.name,
      hasMenuItem: section.products.map((p) => ({
        '@type': 'MenuItem',
        name: p.name,
        description: p.description,
        url: absolute(pageContext, localizePath(`/product/${p.slug}`, pageContext.locale)),
        offers: { '@type': 'Offer', price: euros(p.price), priceCurrency: 'EUR' },
        ...(p.tags.includes('vegetarian')
          ? { suitableForDiet: 'https://schema.org/VegetarianDiet' }
          : {}),
        // schema.org has no allergen property on MenuItem: its nutrition names them as text,
        // only when the dish's allergens are known (EU 1169/2011 annex II names).
        ...(p.allergens
          ? {
              nutrition: {
                '@type': 'NutritionInformation',
                description: p.allergens.length
                  ? `Allergens: ${p.allergens.join(', ')}`
                  : 'Allergens: none',
              },
            }
          : {}),
      })),
    })),
  }
}

/** The schema.org description of a page, for search engines (issue "Redirects and SEO"). */
export function structuredData(pageContext: PageContext): JsonLd[] {
  const data = (pageContext.data ?? {}) as {
    restaurants?: Restaurant[]
    product?: Omit<Product, 'names'>
    sections?: MenuSection[]
    current?: { name: string; slug: string } | null
  }
  const out: JsonLd[] = []
  if (pageContext.site?.trader) out.push(organization(pageContext, pageContext.site.trader))
  for (const place of data.restaurants ?? []) out.push(restaurant(pageContext, place))
  if (data.product) {
    out.push(product(pageContext, data.product))
    out.push(
      breadcrumbs(pageContext, [
        [pageContext.site?.brand ?? '', '/'],
        [data.product.categoryName, `/menu/${data.product.categorySlug}`],
        [data.product.name, `/product/${data.product.slug}`],
      ]),
    )
  }
  if (data.sections) {
    out.push(menu(pageContext, data.sections))
    if (data.current) {
      out.push(
        breadcrumbs(pageContext, [
          [pageContext.site?.brand ?? '', '/'],
          [data.current.name, `/menu/${data.current.slug}`],
        ]),
      )
    }
  }
  return out.map((item) => ({ '@context': 'https://schema.org', ...item }))
}
