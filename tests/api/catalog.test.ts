import { describe, expect, it } from 'vitest'
import { type MenuSection, Product, ProductCard, type Promotion } from '#shared/contract/catalog'
import { apiLanguage, LANGS, type Lang } from '#shared/locales'
import { TAGS } from '#shared/tags'
import {
  apiMessage,
  type ErrorShape,
  expectApiError,
  useApi,
  validationMessage,
  validationMessages,
} from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  byPopularity,
  expectedCard,
  expectedMenu,
  SEED,
  seedCategory,
  seedProduct,
  seedText,
} from '#tests/support/seed'

const ENGINES = await engines()

type List<T> = { data: T[] }
type One<T> = { data: T }

const CARD_KEYS = Object.keys(ProductCard.shape).sort()
const slugs = (reply: { body: List<{ slug: string }> }) => reply.body.data.map((p) => p.slug)

describe.each(ENGINES)('catalog API on %s', (engine) => {
  const t = useApi(engine)

  describe('GET /api/menu', () => {
    it('answers the six categories in order, each with its products in order', async () => {
      const reply = await t.get<List<MenuSection>>('/api/menu', 'en')
      expect(reply.status).toBe(200)
      expect(reply.headers.get('content-type')).toMatch(/^application\/json\b/)
      const menu = expectedMenu()
      expect(reply.body.data.map((s) => s.slug)).toEqual([
        'rolls',
        'sets',
        'hot-dishes',
        'salads',
        'desserts',
        'drinks',
      ])
      expect(
        reply.body.data.map((s) => ({
          slug: s.slug,
          id: s.id,
          products: s.products.map((p) => p.slug),
        })),
      ).toEqual(menu)
      expect(reply.body.data.map((s) => s.name)).toEqual([
        'Rolls',
        'Sets',
        'Hot dishes',
        'Salads',
        'Desserts',
        'Drinks',
      ])
      for (const section of reply.body.data) {
        const seed = seedCategory(section.slug)
        expect(section).toMatchObject({
          sort: seed.sort,
          description: seed.description.en,
          productCount: section.products.length,
        })
      }
    })

    it('lists every product exactly once, at least 60 of them', async () => {
      const reply = await t.get<List<MenuSection>>('/api/menu', 'en')
      const all = reply.body.data.flatMap((s) => s.products)
      expect(all.length).toBeGreaterThanOrEqual(60)
      expect(all.length).toBe(SEED.products.length)
      expect(new Set(all.map((p) => p.id)).size).toBe(all.length)
      expect(new Set(all.map((p) => p.slug))).toEqual(new Set(SEED.products.map((p) => p.slug)))
      for (const section of reply.body.data) {
        for (const product of section.products) {
          expect(product.categoryId).toBe(section.id)
          expect(product.categorySlug).toBe(section.slug)
        }
      }
    })

    it('gives its products as cards, with the seed values', async () => {
      const reply = await t.get<List<MenuSection>>('/api/menu', 'en')
      for (const product of reply.body.data.flatMap((s) => s.products)) {
        expect(Object.keys(product).sort()).toEqual(CARD_KEYS)
        expect(product).toEqual(expectedCard(product.slug, 'en'))
      }
      const rolls = reply.body.data[0]!
      expect(rolls.products.find((p) => p.slug === 'filadelfiia-klasik')).toEqual({
        id: 4,
        slug: 'filadelfiia-klasik',
        categoryId: 1,
        categorySlug: 'rolls',
        name: 'Philadelphia Classic',
        description: seedProduct('filadelfiia-klasik').description.en,
        price: 1290,
        weightGrams: seedProduct('filadelfiia-klasik').weightGrams,
        pieces: seedProduct('filadelfiia-klasik').pieces,
        volumeMl: null,
        tags: ['raw-fish', 'popular'],
        allergens: ['fish', 'milk'],
        popularity: 980,
        image: seedProduct('filadelfiia-klasik').image,
        placeholder: expectedCard('filadelfiia-klasik', 'en').placeholder,
        available: true,
        backAt: null,
        hasModifiers: true,
        offer: null,
      })
    })
  })

  describe('GET /api/categories/:ref', () => {
    it('answers a category with its products by slug', async () => {
      const reply = await t.get<One<MenuSection>>('/api/categories/sets', 'en')
      expect(reply.status).toBe(200)
      const { products, ...category } = reply.body.data
      expect(category).toEqual({
        id: 2,
        slug: 'sets',
        sort: 20,
        name: 'Sets',
        description: 'Big roll combos to share — from 24 to 60 pieces.',
        productCount: 10,
        image: null,
        placeholder: null,
      })
      expect(products.map((p) => p.slug)).toEqual(expectedMenu()[1]!.products)
      for (const product of products) expect(product).toEqual(expectedCard(product.slug, 'en'))
    })

    it('answers the same category by its numeric id', async () => {
      const [bySlug, byId] = await Promise.all([
        t.get('/api/categories/desserts', 'bg'),
        t.get('/api/categories/5', 'bg'),
      ])
      expect(byId.status).toBe(200)
      expect(byId.body).toEqual(bySlug.body)
      expect((byId.body as One<MenuSection>).data.name).toBe('Десерти')
    })

    it.each(['nope', '999', '0', 'Rolls'])(
      'answers 404 for the unknown category %s, in the request language',
      async (ref) => {
        for (const lang of LANGS) {
          const reply = await t.get(`/api/categories/${ref}`, apiLanguage(lang))
          expectApiError(reply, 404, apiMessage(lang, 'categoryNotFound'))
        }
      },
    )
  })

  describe('GET /api/products/:ref', () => {
    it('answers a product by slug with its modifier groups, options and rules', async () => {
      const reply = await t.get<One<Product>>('/api/products/uok-nudli-s-pile', 'en')
      expect(reply.status).toBe(200)
      const product = reply.body.data
      expect(Object.keys(product).sort()).toEqual(Object.keys(Product.shape).sort())
      const { modifierGroups, related, names, categoryName, ...card } = product
      expect(card).toEqual(expectedCard('uok-nudli-s-pile', 'en'))
      expect(categoryName).toBe('Hot dishes')
      expect(card.name).toBe('Chicken Wok Noodles')
      expect(card.hasModifiers).toBe(true)
      expect(modifierGroups.map((g) => g.slug)).toEqual(['noodle-base', 'spice-level', 'toppings'])
      expect(modifierGroups).toEqual(
        ['noodle-base', 'spice-level', 'toppings'].map((slug) => {
          const seed = SEED.modifierGroups.find((g) => g.slug === slug)!
          return {
            id: expect.any(Number),
            slug,
            name: seed.name.en,
            required: seed.required,
            min: seed.min,
            max: seed.max,
            options: seed.options.map((o) => ({
              id: expect.any(Number),
              slug: o.slug,
              name: o.name.en,
              price: o.price,
              maxQuantity: o.maxQuantity,
              allergens: o.allergens,
            })),
          }
        }),
      )
      expect(modifierGroups[0]).toMatchObject({
        slug: 'noodle-base',
        name: 'Noodles',
        required: true,
        min: 1,
        max: 1,
      })
      expect(modifierGroups[2]!.options[1]).toMatchObject({
        slug: 'extra-shrimp',
        price: 350,
        maxQuantity: 2,
      })
      expect(names).toEqual({
        bg: 'Уок нудли с пиле',
        ru: 'Вок-лапша с курицей',
        en: 'Chicken Wok Noodles',
        uk: 'Вок-локшина з куркою',
      })
      expect(related.map((r) => r.slug)).toEqual([
        'uok-nudli-sies-skaridi',
        'uok-nudli-s-teleshko',
        'gyoza-s-pile',
        'fanta-05-l',
      ])
      for (const card of related) {
        expect(Object.keys(card).sort()).toEqual(CARD_KEYS)
        expect(card).toEqual(expectedCard(card.slug, 'en'))
      }
    })

    it('answers the same product by its numeric id', async () => {
      const bySlug = await t.get<One<Product>>('/api/products/filadelfiia-klasik', 'ru')
      expect(bySlug.body.data.id).toBe(seedProduct('filadelfiia-klasik').id)
      const byId = await t.get(`/api/products/${bySlug.body.data.id}`, 'ru')
      expect(byId.status).toBe(200)
      expect(byId.body).toEqual(bySlug.body)
      expect(bySlug.body.data.name).toBe('Филадельфия классик')
    })

    it('gives a product without modifiers no groups', async () => {
      const reply = await t.get<One<Product>>('/api/products/miso-supa', 'en')
      expect(reply.status).toBe(200)
      expect(reply.body.data).toMatchObject({ name: 'Miso Soup', hasModifiers: false })
      expect(reply.body.data.modifierGroups).toEqual([])
    })

    it('has names in the four languages whatever the request language', async () => {
      for (const lang of LANGS) {
        const reply = await t.get<One<Product>>('/api/products/set-sakura', apiLanguage(lang))
        expect(reply.body.data.names).toEqual(seedProduct('set-sakura').name)
        expect(Object.keys(reply.body.data.names).sort()).toEqual(['bg', 'en', 'ru', 'uk'])
        expect(reply.body.data.name).toBe(seedProduct('set-sakura').name[lang])
      }
    })

    it('answers every seed product by slug and by id, identically', async () => {
      for (const seed of SEED.products) {
        const bySlug = await t.get<One<Product>>(`/api/products/${seed.slug}`, 'en')
        expect(bySlug.status).toBe(200)
        expect(bySlug.body.data.related.map((r) => r.slug)).toEqual(seed.related)
        expect(bySlug.body.data.modifierGroups.map((g) => g.slug)).toEqual(seed.modifierGroups)
        const byId = await t.get(`/api/products/${bySlug.body.data.id}`, 'en')
        expect(byId.body).toEqual(bySlug.body)
      }
    })

    it.each(['nope', '99999', 'FILADELFIIA-KLASIK', '-1'])(
      'answers 404 for the unknown product %s, in the request language',
      async (ref) => {
        for (const lang of LANGS) {
          const reply = await t.get(`/api/products/${ref}`, apiLanguage(lang))
          expectApiError(reply, 404, apiMessage(lang, 'productNotFound'))
        }
      },
    )
  })

  describe('GET /api/products (search and filters)', () => {
    const search = (query: string, lang = 'en') =>
      t.get<List<ProductCard>>(`/api/products?${query}`, lang)

    it('without filters lists every product as a card, most popular first', async () => {
      const reply = await t.get<List<ProductCard>>('/api/products', 'en')
      expect(reply.status).toBe(200)
      expect(slugs(reply)).toEqual(byPopularity())
      for (const card of reply.body.data) {
        expect(Object.keys(card).sort()).toEqual(CARD_KEYS)
        expect(card).toEqual(expectedCard(card.slug, 'en'))
      }
    })

    it('q searches names and descriptions case-insensitively in Bulgarian', async () => {
      const expected = [
        'kaliforniia-sies-syomga',
        'kaliforniia-s-ratsi',
        'kaliforniia-sies-skaridi',
        'set-den',
        'set-sakura',
        'set-imperski',
        'set-samurai',
        'set-za-dvama',
      ]
      for (const q of ['калифорния', 'КАЛИФОРНИЯ', 'КаЛиФоРнИя']) {
        const reply = await search(`q=${encodeURIComponent(q)}`, 'bg')
        expect(reply.status).toBe(200)
        expect(new Set(slugs(reply))).toEqual(new Set(expected))
        expect(slugs(reply)).toEqual(byPopularity((p) => expected.includes(p.slug)))
      }
      const phrase = await search(`q=${encodeURIComponent('КАЛИФОРНИЯ СЪС')}`, 'bg')
      expect(slugs(phrase)).toEqual(
        byPopularity(
          (p) =>
            p.name.bg.toLocaleLowerCase('bg').includes('калифорния със') ||
            p.description.bg.toLocaleLowerCase('bg').includes('калифорния със'),
        ),
      )
      expect(slugs(phrase)).toHaveLength(6)
      expect(phrase.body.data.find((p) => p.slug === 'kaliforniia-sies-syomga')?.name).toBe(
        'Калифорния със сьомга',
      )
    })

    it('q searches in the request language only', async () => {
      const cyrillic = await search(`q=${encodeURIComponent('калифорния')}`, 'en')
      expect(cyrillic.status).toBe(200)
      expect(cyrillic.body.data).toEqual([])
      const latin = await search('q=CALIFORNIA', 'en')
      expect(slugs(latin)).toHaveLength(8)
      expect(latin.body.data[0]!.name).toBe('California with Salmon')
      const ukrainian = await search(`q=${encodeURIComponent('МОЧІ')}`, 'ua')
      expect(new Set(slugs(ukrainian))).toEqual(
        new Set(['mochi-s-mango', 'mochi-s-iagoda', 'mochi-s-matcha']),
      )
      const russian = await search(`q=${encodeURIComponent('вок-лапша')}`, 'ru')
      expect(slugs(russian)).toEqual(
        byPopularity(
          (p) =>
            p.name.ru.toLowerCase().includes('вок-лапша') ||
            p.description.ru.toLowerCase().includes('вок-лапша'),
        ),
      )
      expect(slugs(russian).length).toBeGreaterThanOrEqual(4)
    })

    it('q is trimmed and finds nothing for an unknown word', async () => {
      expect(slugs(await search('q=%20%20mochi%20', 'en'))).toHaveLength(3)
      expect((await search('q=zzzzzz', 'en')).body).toEqual({ data: [] })
    })

    it('tags keeps the products that have every tag of the list', async () => {
      const reply = await search('tags=spicy,raw-fish')
      expect(reply.status).toBe(200)
      expect(slugs(reply)).toEqual([
        'fudziiama',
        'spaisi-syomga',
        'set-sensei',
        'spaisi-ton',
        'cherven-drakon',
        'set-samurai',
        'poke-s-ton',
      ])
      for (const card of reply.body.data)
        expect(card.tags).toEqual(expect.arrayContaining(['spicy', 'raw-fish']))
      for (const tag of TAGS) {
        const one = await search(`tags=${tag}`)
        expect(slugs(one)).toEqual(byPopularity((p) => p.tags.includes(tag)))
        expect(one.body.data.length).toBeGreaterThan(0)
      }
    })

    it('exclude drops every product with one of the tags', async () => {
      const reply = await search('exclude=raw-fish')
      expect(reply.status).toBe(200)
      expect(reply.body.data).toHaveLength(SEED.products.length - 20)
      for (const card of reply.body.data) expect(card.tags).not.toContain('raw-fish')
      const two = await search('exclude=raw-fish,hot')
      for (const card of two.body.data) {
        expect(card.tags).not.toContain('raw-fish')
        expect(card.tags).not.toContain('hot')
      }
      expect(slugs(two)).toEqual(
        byPopularity((p) => !p.tags.includes('raw-fish') && !p.tags.includes('hot')),
      )
      const vegetarianNotHot = await search('tags=vegetarian&exclude=hot')
      expect(slugs(vegetarianNotHot)).toEqual(
        byPopularity((p) => p.tags.includes('vegetarian') && !p.tags.includes('hot')),
      )
    })

    it('category filters by slug or by id', async () => {
      const bySlug = await search('category=desserts')
      expect(bySlug.status).toBe(200)
      expect(slugs(bySlug)).toEqual(byPopularity((p) => p.category === 'desserts'))
      expect(bySlug.body.data).toHaveLength(7)
      for (const card of bySlug.body.data) expect(card.categorySlug).toBe('desserts')
      const byId = await search(`category=${seedCategory('desserts').id}`)
      expect(byId.body).toEqual(bySlug.body)
      const combined = await search('category=desserts&exclude=new&sort=price-asc')
      expect(combined.body.data.map((p) => p.slug)).toEqual([
        'mochi-s-iagoda',
        'mochi-s-matcha',
        'purin',
        'chiizkeik-niu-iork',
        'sladoled-tempura',
        'chiizkeik-matcha',
      ])
      expect((await search('category=nope')).body).toEqual({ data: [] })
    })

    it('sort=price-asc and price-desc order by price, then by id', async () => {
      const ascending = await search('sort=price-asc')
      const descending = await search('sort=price-desc')
      expect(ascending.status).toBe(200)
      expect(descending.status).toBe(200)
      const check = (cards: ProductCard[], direction: 1 | -1) => {
        expect(cards).toHaveLength(SEED.products.length)
        for (let i = 1; i < cards.length; i++) {
          const [a, b] = [cards[i - 1]!, cards[i]!]
          const byPrice = (b.price - a.price) * direction
          expect(byPrice).toBeGreaterThanOrEqual(0)
          if (byPrice === 0) expect(b.id).toBeGreaterThan(a.id)
        }
      }
      check(ascending.body.data, 1)
      check(descending.body.data, -1)
      expect(ascending.body.data[0]).toMatchObject({ price: 190, slug: 'mineralna-voda-05-l' })
      expect(descending.body.data[0]).toMatchObject({ price: 6990, slug: 'set-imperski' })
    })

    it('sort=popularity (the default) orders by popularity, most popular first', async () => {
      const explicit = await search('sort=popularity')
      const implicit = await search('')
      expect(explicit.body).toEqual(implicit.body)
      const popularity = explicit.body.data.map((p) => p.popularity)
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a))
      expect(explicit.body.data.slice(0, 3).map((p) => p.slug)).toEqual([
        'filadelfiia-klasik',
        'kaliforniia-sies-syomga',
        'set-sakura',
      ])
    })

    it.each([
      ['bg', 'bg'],
      ['en', 'en'],
      ['ru', 'ru'],
      ['ua', 'uk'],
    ] as const)('an invalid sort is a 422 keyed "sort", in %s', async (header, lang) => {
      const reply = await search('sort=cheapest', header)
      expectApiError(reply, 422, validationMessage(lang, 'failed'))
      expect(reply.body).toEqual({
        message: validationMessage(lang, 'failed'),
        errors: { sort: validationMessage(lang, 'invalid') },
      })
    })

    it('an unknown tag in tags or exclude is a 422 keyed by the field name, in bg and en', async () => {
      for (const lang of ['bg', 'en'] as const) {
        for (const [query, field] of [
          ['tags=chocolate', 'tags'],
          ['tags=spicy,chocolate', 'tags'],
          ['exclude=raw-fish,nuts', 'exclude'],
        ] as const) {
          const reply = await search(query, lang)
          expectApiError(reply, 422, validationMessage(lang, 'failed'))
          expect(reply.body, `${query} in ${lang}`).toEqual({
            message: validationMessage(lang, 'failed'),
            errors: { [field]: validationMessage(lang, 'invalid') },
          })
        }
      }
    })

    it('a q over 100 characters is a 422 saying the limit, in bg and en', async () => {
      for (const lang of ['bg', 'en'] as const) {
        const reply = await search(`q=${'a'.repeat(101)}`, lang)
        expectApiError(reply, 422, validationMessage(lang, 'failed'))
        const { errors } = reply.body as unknown as ErrorShape
        expect(Object.keys(errors ?? {})).toEqual(['q'])
        // A translated message of locales/<lang>.json that states the limit.
        expect(validationMessages(lang, { max: 100, min: 100 })).toContain(errors?.q)
        expect(errors?.q).toContain('100')
      }
      expect((await search(`q=${'a'.repeat(100)}`)).status).toBe(200)
    })

    it('a repeated query parameter is invalid, not missing', async () => {
      for (const lang of ['bg', 'en'] as const) {
        const reply = await search('q=maki&q=roll', lang)
        expectApiError(reply, 422)
        expect(reply.body).toEqual({
          message: validationMessage(lang, 'failed'),
          errors: { q: validationMessage(lang, 'invalid') },
        })
      }
    })

    it('search answers are cards, never full products', async () => {
      const reply = await search('q=roll&tags=hot&sort=price-desc')
      expect(reply.body.data.length).toBeGreaterThan(0)
      for (const card of reply.body.data) {
        expect(card).not.toHaveProperty('modifierGroups')
        expect(card).not.toHaveProperty('related')
        expect(card).not.toHaveProperty('names')
      }
    })
  })

  describe('GET /api/promotions', () => {
    it.each(LANGS)('lists the active promotions in %s', async (lang: Lang) => {
      const reply = await t.get<List<Promotion>>('/api/promotions', apiLanguage(lang))
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({
        data: SEED.promotions.map((p, index) => ({
          id: index + 1,
          slug: p.slug,
          sort: p.sort,
          kind: p.kind,
          title: seedText(p.title, lang),
          summary: seedText(p.summary, lang),
          body: seedText(p.body, lang),
          image: expect.stringMatching(/^\/api\/images\/dish-[a-f0-9]{24}$/),
          placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
          offer: null,
        })),
      })
    })

    it('lists money-back-5, welcome-bonus and free-roll-for-review in that order', async () => {
      const reply = await t.get<List<Promotion>>('/api/promotions', 'en')
      expect(reply.body.data.map((p) => [p.slug, p.kind, p.title])).toEqual([
        ['money-back-5', 'cashback', '5% back in bonuses'],
        ['welcome-bonus', 'welcome', '€5.00 welcome bonus'],
        // The review earns the bonus the rules say (€6.90), not a roll.
        ['free-roll-for-review', 'review', '€6.90 in bonuses for a review'],
      ])
    })

    it.each(['money-back-5', 'welcome-bonus', 'free-roll-for-review'])(
      'GET /api/promotions/%s answers that promotion',
      async (slug) => {
        const [list, one] = await Promise.all([
          t.get<List<Promotion>>('/api/promotions', 'bg'),
          t.get<One<Promotion>>(`/api/promotions/${slug}`, 'bg'),
        ])
        expect(one.status).toBe(200)
        expect(one.body.data).toEqual(list.body.data.find((p) => p.slug === slug))
        const seed = SEED.promotions.find((p) => p.slug === slug)!
        expect(one.body.data).toMatchObject({
          title: seedText(seed.title, 'bg'),
          body: seedText(seed.body, 'bg'),
        })
      },
    )

    it('answers welcome-bonus in Bulgarian, spelled out', async () => {
      const reply = await t.get<One<Promotion>>('/api/promotions/welcome-bonus', 'bg')
      expect(reply.body.data).toMatchObject({
        slug: 'welcome-bonus',
        kind: 'welcome',
        title: '5,00\u00a0€ бонус при регистрация',
        summary: 'Регистрирайте се и получете 5,00\u00a0€ в бонуси.',
        image: expect.stringMatching(/^\/api\/images\/dish-[a-f0-9]{24}$/),
      })
    })

    it('answers 404 for an unknown promotion, in the request language', async () => {
      for (const lang of LANGS) {
        const reply = await t.get('/api/promotions/half-price', apiLanguage(lang))
        expectApiError(reply, 404, apiMessage(lang, 'promotionNotFound'))
      }
    })
  })

  describe('language selection', () => {
    const product = '/api/products/filadelfiia-klasik'

    it('bg, ru, en and uk give different names for the same product', async () => {
      const names = new Map<Lang, string>()
      for (const lang of LANGS) {
        const reply = await t.get<One<Product>>(product, lang)
        names.set(lang, reply.body.data.name)
      }
      expect(Object.fromEntries(names)).toEqual({
        bg: 'Филаделфия класик',
        ru: 'Филадельфия классик',
        en: 'Philadelphia Classic',
        uk: 'Філадельфія класік',
      })
      expect(new Set(names.values()).size).toBe(4)
    })

    it.each([
      '/api/menu',
      '/api/products/filadelfiia-klasik',
      '/api/get-regions',
      '/api/promotions',
      '/api/important-update-date',
    ])('ua means Ukrainian: %s answers the same as with uk', async (path) => {
      const [ua, uk] = await Promise.all([t.get(path, 'ua'), t.get(path, 'uk')])
      expect(ua.status).toBe(200)
      expect(ua.body).toEqual(uk.body)
    })

    it('ua names are Ukrainian ones', async () => {
      const reply = await t.get<One<Product>>(product, 'ua')
      expect(reply.body.data.name).toBe('Філадельфія класік')
    })

    it.each([
      ['de', 'bg'],
      ['fr-FR,fr;q=0.9', 'bg'],
      ['*', 'bg'],
      ['', 'bg'],
      [undefined, 'bg'],
      ['en-US,en;q=0.9', 'en'],
      ['EN', 'en'],
      ['ru-RU,ru;q=0.9,en;q=0.8', 'ru'],
      ['uk-UA', 'uk'],
      ['UA', 'uk'],
    ] as const)('Accept-Language %j is answered in %s', async (header, lang) => {
      const [reply, reference] = await Promise.all([
        t.get<One<Product>>(product, header),
        t.get<One<Product>>(product, lang),
      ])
      expect(reply.status).toBe(200)
      expect(reply.body.data.name).toBe(seedProduct('filadelfiia-klasik').name[lang])
      expect(reply.body).toEqual(reference.body)
    })

    it('a missing header and an unknown language give the Bulgarian menu', async () => {
      const [none, german, bulgarian] = await Promise.all([
        t.get('/api/menu'),
        t.get('/api/menu', 'de'),
        t.get('/api/menu', 'bg'),
      ])
      expect(none.body).toEqual(bulgarian.body)
      expect(german.body).toEqual(bulgarian.body)
      expect((bulgarian.body as List<MenuSection>).data[0]!.name).toBe('Ролове')
    })

    it('error messages follow the language too, ua included', async () => {
      const ua = await t.get('/api/products/nope', 'ua')
      expectApiError(ua, 404, apiMessage('uk', 'productNotFound'))
      const german = await t.get('/api/products/nope', 'de')
      expectApiError(german, 404, apiMessage('bg', 'productNotFound'))
    })
  })
})
