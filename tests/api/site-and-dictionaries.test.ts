import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { regions } from '#server/db/schema'
import { Category } from '#shared/contract/catalog'
import type { Region, Restaurant } from '#shared/contract/places'
import type { DictionaryItem, SiteOptions, SiteSettings, Social } from '#shared/contract/site'
import { apiLanguage, LANGS } from '#shared/locales'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { expectedMenu, SEED, seedText } from '#tests/support/seed'
import { seedRestaurant } from '#tests/support/shop'

const ENGINES = await engines()

type List<T> = { data: T[] }

describe.each(ENGINES)('site and dictionary calls on %s', (engine) => {
  const t = useApi(engine)

  it('GET /api/get-options answers the brand, phone and admin e-mail of the seed', async () => {
    const reply = await t.get<{ settings: SiteSettings }>('/api/get-options', 'en')
    expect(reply.status).toBe(200)
    expect(reply.headers.get('content-type')).toMatch(/^application\/json\b/)
    expect(reply.body).toEqual({
      settings: {
        brand: 'Hanami Sushi',
        phone: '+359 88 812 3400',
        email_admin: 'orders@hanamisushi.bg',
        // The home banner's photo, drawn at seed time and named by its content.
        banner: {
          image: expect.stringMatching(/^\/api\/images\/banner-[0-9a-f]+$/),
          placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
        },
        // The bonus rules' birthday gift, which the profile modal promises (€5, 3 days each side).
        birthdayGift: { amount: 500, days: 3 },
        // Who sells, as the footer and the company page show it (issue 33), in the asked language.
        trader: expect.objectContaining({
          legalName: 'Ханами Суши',
          eik: '206123451',
          vatNumber: 'BG206123451',
          address: '12 Graf Ignatiev St, 1000 Sofia, Bulgaria',
        }),
      },
    })
  })

  it('the settings are the same in every language, but for the words of the trader’s details', async () => {
    const answers = await Promise.all(
      LANGS.map((lang) => t.get<{ settings: SiteSettings }>('/api/get-options', apiLanguage(lang))),
    )
    const figures = ({ settings: { trader, ...settings } }: { settings: SiteSettings }) => ({
      settings,
      trader: { eik: trader?.eik, vatNumber: trader?.vatNumber, phone: trader?.phone },
    })
    for (const answer of answers) expect(figures(answer.body)).toEqual(figures(answers[0]!.body))
  })

  it('GET /api/important-update-date answers both alerts in English for en', async () => {
    const reply = await t.get<{ options: SiteOptions }>('/api/important-update-date', 'en')
    expect(reply.status).toBe(200)
    expect(reply.body.options).toMatchObject({
      // The lowest zone's threshold (Center's €30), from the data: never a figure of its own.
      alert_message: 'Free delivery on orders from €30.00, depending on your zone.',
      alert_popup_message:
        'Holiday hours: on 24 and 31 December we are open 11:00–18:00, and on 1 January 14:00–23:00.',
      ordering_paused: [],
    })
  })

  it("the alert's free-delivery sum follows the zones when they change", async () => {
    await t.db.update(regions).set({ freeDeliveryFrom: 2500 }).where(eq(regions.slug, 'center'))
    t.catalog.invalidate()
    try {
      const reply = await t.get<{ options: SiteOptions }>('/api/important-update-date', 'bg')
      expect(reply.body.options.alert_message).toContain('от 25,00\u00a0€,')
    } finally {
      await t.db.update(regions).set({ freeDeliveryFrom: 3000 }).where(eq(regions.slug, 'center'))
      t.catalog.invalidate()
    }
  })

  /**
   * A zone without what depends on the hour the test runs at (whether its kitchen takes orders
   * now: zone-hours.test.ts sets the clock), after checking that the two agree.
   */
  const withoutHour = ({ takingOrders, opensAt, ...zone }: Region) => {
    expect(takingOrders ? opensAt === null : true, zone.slug).toBe(true)
    return zone
  }

  it.each(LANGS)(
    'GET /api/important-update-date answers the %s alerts as strings',
    async (lang) => {
      const reply = await t.get<{ options: SiteOptions }>(
        '/api/important-update-date',
        apiLanguage(lang),
      )
      expect(reply.status).toBe(200)
      // Whether the shop is closed depends on the hour this runs at (zone-hours.test.ts moves it).
      const { ordering_closed, ...options } = reply.body.options
      expect(options).toEqual({
        alert_message: seedText(SEED.site.options.alert_message, lang),
        alert_popup_message: seedText(SEED.site.options.alert_popup_message, lang),
        ordering_paused: [],
        order_offers: [],
      })
      expect(ordering_closed === null || typeof ordering_closed.notice === 'string').toBe(true)
    },
  )

  it('GET /api/dictionaries/social-and-messenger lists the socials and messengers in order', async () => {
    const reply = await t.get<List<Social>>('/api/dictionaries/social-and-messenger', 'en')
    expect(reply.status).toBe(200)
    expect(reply.body.data.map((s) => s.code)).toEqual([
      'instagram',
      'facebook',
      'tiktok',
      'viber',
      'telegram',
      'whatsapp',
    ])
    expect(reply.body.data[0]).toEqual({
      code: 'instagram',
      kind: 'social',
      name: 'Instagram',
      url: 'https://www.instagram.com/hanamisushi.bg',
    })
    expect(reply.body).toEqual({
      data: SEED.socials.map(({ code, kind, name, url }) => ({ code, kind, name, url })),
    })
  })

  it.each(LANGS)('GET /api/get-regions lists the delivery zones in %s', async (lang) => {
    const reply = await t.get<List<Region>>('/api/get-regions', apiLanguage(lang))
    expect(reply.status).toBe(200)
    expect({ data: reply.body.data.map(withoutHour) }).toEqual({
      data: SEED.regions.map((r, index) => ({
        id: index + 1,
        slug: r.slug,
        name: r.name[lang],
        deliveryFee: r.deliveryFee,
        minOrder: r.minOrder,
        freeDeliveryFrom: r.freeDeliveryFrom,
        etaMinutes: r.etaMinutes,
        // The soonest promise: the zone's kitchen cooks, then the drive.
        promiseMinutes: seedRestaurant(r.restaurant).prepMinutes + r.etaMinutes,
        restaurantId: SEED.restaurants.findIndex((k) => k.slug === r.restaurant) + 1,
      })),
    })
  })

  it('GET /api/get-regions/areas gives the delivery page each drawn zone’s area, in list order', async () => {
    const reply = await t.get<List<{ regionId: number; area: unknown }>>('/api/get-regions/areas')
    expect(reply.status).toBe(200)
    expect(reply.body.data).toEqual(
      SEED.regions.map((r, index) => ({ regionId: index + 1, area: r.area })),
    )
  })

  it('the regions in English, spelled out', async () => {
    const reply = await t.get<List<Region>>('/api/get-regions', 'en')
    expect(reply.body.data.map((r) => r.name)).toEqual([
      'Center',
      'Lozenets',
      'Mladost',
      'Lyulin',
      'Boyana & Dragalevtsi',
    ])
    expect(withoutHour(reply.body.data[0]!)).toEqual({
      id: 1,
      slug: 'center',
      name: 'Center',
      deliveryFee: 190,
      minOrder: 1500,
      freeDeliveryFrom: 3000,
      etaMinutes: 40,
      promiseMinutes: 60,
      restaurantId: 1,
    })
  })

  it.each(LANGS)('GET /api/get-restaurants lists the restaurants in %s', async (lang) => {
    const reply = await t.get<List<Restaurant>>('/api/get-restaurants', apiLanguage(lang))
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      data: SEED.restaurants.map((r, index) => ({
        id: index + 1,
        slug: r.slug,
        name: r.name[lang],
        address: r.address[lang],
        phone: r.phone,
        lat: r.lat,
        lng: r.lng,
        pickup: r.pickup,
        hours: r.hours,
        specialDays: [],
        prepMinutes: r.prepMinutes,
      })),
    })
  })

  it('the first restaurant in Bulgarian, spelled out', async () => {
    const reply = await t.get<List<Restaurant>>('/api/get-restaurants', 'bg')
    const [center] = reply.body.data
    expect(center).toMatchObject({
      slug: 'center',
      name: 'Hanami Sushi Център',
      address: 'ул. „Граф Игнатиев“ 22, 1000 София',
      phone: '+359 88 812 3401',
      lat: 42.6921,
      lng: 23.3262,
      pickup: true,
    })
    expect(center?.hours).toHaveLength(7)
    expect(center?.hours[5]).toEqual({ day: 5, open: '11:00', close: '23:30' })
  })

  it.each(LANGS)('GET /api/dictionaries/payment-types in %s', async (lang) => {
    const reply = await t.get<List<DictionaryItem>>(
      '/api/dictionaries/payment-types',
      apiLanguage(lang),
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      data: SEED.paymentTypes.map((p) => ({ code: p.code, name: p.name[lang] })),
    })
  })

  it('the payment types in English, spelled out', async () => {
    const reply = await t.get('/api/dictionaries/payment-types', 'en')
    expect(reply.body).toEqual({
      data: [
        { code: 'cash', name: 'Cash' },
        { code: 'card_on_delivery', name: 'Card on delivery' },
        { code: 'card_online', name: 'Card online' },
      ],
    })
  })

  it.each(LANGS)('GET /api/dictionaries/order-types in %s', async (lang) => {
    const reply = await t.get<List<DictionaryItem>>(
      '/api/dictionaries/order-types',
      apiLanguage(lang),
    )
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({
      data: SEED.orderTypes.map((o) => ({ code: o.code, name: o.name[lang] })),
    })
  })

  it('the order types in Russian, spelled out', async () => {
    const reply = await t.get('/api/dictionaries/order-types', 'ru')
    expect(reply.body).toEqual({
      data: [
        { code: 'delivery', name: 'Доставка' },
        { code: 'pickup', name: 'Самовывоз' },
      ],
    })
  })

  it.each(LANGS)(
    'GET /api/get-categories-without-products is a bare array of categories in %s',
    async (lang) => {
      const reply = await t.get<Category[]>(
        '/api/get-categories-without-products',
        apiLanguage(lang),
      )
      expect(reply.status).toBe(200)
      expect(Array.isArray(reply.body)).toBe(true)
      const menu = expectedMenu()
      expect(reply.body).toEqual(
        menu.map(({ slug, id, products }) => {
          const seed = SEED.categories[id - 1]!
          return {
            id,
            slug,
            sort: seed.sort,
            name: seed.name[lang],
            description: seed.description[lang],
            productCount: products.length,
            // The demo's categories have no photo of their own.
            image: null,
            placeholder: null,
          }
        }),
      )
      for (const category of reply.body) {
        expect(category).not.toHaveProperty('products')
        expect(Object.keys(category).sort()).toEqual(Object.keys(Category.shape).sort())
      }
    },
  )

  it('the product counts of the categories are the real counts of the menu', async () => {
    const [categories, menu] = await Promise.all([
      t.get<Category[]>('/api/get-categories-without-products', 'en'),
      t.get<List<{ slug: string; products: unknown[] }>>('/api/menu', 'en'),
    ])
    expect(categories.body.map((c) => [c.slug, c.productCount])).toEqual(
      menu.body.data.map((s) => [s.slug, s.products.length]),
    )
    expect(categories.body.map((c) => [c.slug, c.name, c.productCount])).toEqual([
      ['rolls', 'Rolls', 27],
      ['sets', 'Sets', 10],
      ['hot-dishes', 'Hot dishes', 16],
      ['salads', 'Salads', 7],
      ['desserts', 'Desserts', 7],
      ['drinks', 'Drinks', 13],
    ])
  })
})
