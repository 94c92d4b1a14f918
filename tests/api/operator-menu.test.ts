import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import uk from '#locales/uk.json'
import { createApi } from '#server/api'
import { CATALOG_CHANNEL } from '#server/api/catalog/changes'
import { createCatalogStore } from '#server/api/catalog/store'
import { products } from '#server/db/schema'
import { createLogger } from '#server/log'
import { formatPrice } from '#shared/money'
import { expectApiError, send, useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { testJobs } from '#tests/support/jobs'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import { seedCategory, seedProduct } from '#tests/support/seed'
import { type Customer, delivery, line, orderMessage, seedOption } from '#tests/support/shop'

const ENGINES = await engines()

type Product = {
  id: number
  slug: string
  name: Record<string, string>
  price: number
  available: boolean
  modifierGroupIds?: number[]
}
type Menu = {
  data: {
    categories: { id: number; slug: string; name: Record<string, string> }[]
    products: Product[]
    modifierGroups: { id: number; slug: string; options: { id: number; available: boolean }[] }[]
  }
}
type Card = { id: number; slug: string; name: string; price: number; available: boolean }

describe.each(ENGINES)('the menu and the stop-list on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  let customer: Customer
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
    customer = await op.signUp()
  })

  const stopList = (kind: 'products' | 'modifier-options', id: number, available: boolean) =>
    op.json<{ data: { available: boolean } }>(
      'POST',
      `/api/operator/${kind}/${id}/availability`,
      kitchen,
      { available },
    )
  const edit = (id: number, body: unknown, lang = 'en') =>
    send<{ data: Product }>(op.api, `/api/operator/products/${id}`, {
      method: 'POST',
      lang,
      headers: { Authorization: `Bearer ${manager}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  const card = (slug: string) => op.json<{ data: Card }>('GET', `/api/products/${slug}`, null)
  const cartQuote = (lines: unknown) =>
    op.json<{ data: { orderable: boolean; lines: { id: number; status: string }[] } }>(
      'POST',
      '/api/cart/quote',
      null,
      { lines },
    )
  const expectRefused = async (body: ReturnType<typeof delivery>) => {
    const placed = await op.place(customer.token, body)
    expectApiError(placed, 422, en.validation.failed)
    expect(errorsOf(placed)).toEqual({ lines: orderMessage('unavailable') })
    const inUkrainian = await send(op.api, '/api/orders', {
      method: 'POST',
      lang: 'ua',
      headers: {
        Authorization: `Bearer ${customer.token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(body),
    })
    expect(errorsOf(inUkrainian)).toEqual({ lines: uk.order.unavailable })
  }

  it('GET /operator/menu: all four languages, cents, the stop-list, groups and options, as documented', async () => {
    const reply = await op.json<Menu>('GET', '/api/operator/menu', kitchen)
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('cache-control')).toBe('no-store')
    expectDocumented(op, 'get', '/operator/menu', reply.body)
    const sakura = seedProduct('set-sakura')
    expect(reply.body.data.products.find((p) => p.slug === 'set-sakura')).toMatchObject({
      id: sakura.id,
      categoryId: seedCategory('sets').id,
      name: sakura.name,
      description: sakura.description,
      price: sakura.price,
      image: sakura.image,
      weightGrams: sakura.weightGrams,
      pieces: sakura.pieces,
      tags: sakura.tags,
      available: true,
    })
    const sauces = reply.body.data.modifierGroups.find((g) => g.slug === 'sauces')!
    expect(sauces.options.map((o) => o.id)).toContain(seedOption('soy-sauce').id)
    expect(sauces.options.every((o) => o.available)).toBe(true)
    expect(reply.body.data.categories.map((c) => c.slug)).toContain('sets')
  })

  it('a stop-listed product cannot be ordered, at once; switched back, it can', async () => {
    const edamame = seedProduct('edamame')
    const body = delivery([line('set-sakura'), line('edamame')])
    const stopped = await stopList('products', edamame.id, false)
    expect(stopped.status, stopped.text).toBe(200)
    expect(stopped.body.data.available).toBe(false)

    expect((await card('edamame')).body.data.available).toBe(false)
    const quote = await cartQuote(body.lines)
    expect(quote.body.data.orderable).toBe(false)
    expect(quote.body.data.lines.find((l) => l.id === edamame.id)?.status).toBe('unavailable')
    const orderQuote = await op.quote(customer.token, body)
    expect(orderQuote.body.data.problems).toEqual({ lines: orderMessage('unavailable') })
    await expectRefused(body)

    expect((await stopList('products', edamame.id, true)).status).toBe(200)
    expect((await cartQuote(body.lines)).body.data.orderable).toBe(true)
    expect((await op.place(customer.token, body)).status).toBe(201)

    const audited = await op.audited('product.availability', edamame.id)
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      // Stopped "until switched back" keeps its start, for the board's reminder.
      [
        { available: true, unavailableSince: null },
        { available: false, unavailableSince: expect.any(String) },
      ],
      [
        { available: false, unavailableSince: expect.any(String) },
        { available: true, unavailableSince: null },
      ],
    ])
    expect(audited[0]!.targetType).toBe('product')
    expect(audited[0]!.staffId).not.toBeNull()
  })

  it('a stop-listed option is offered no more, and a cart that chose it is refused', async () => {
    const soy = seedOption('soy-sauce')
    const body = delivery([
      line('set-sakura'),
      line('kaliforniia-sies-syomga', 1, { 'soy-sauce': 1 }),
    ])
    expect((await stopList('modifier-options', soy.id, false)).status).toBe(200)
    const product = await op.json<{ data: { modifierGroups: { options: { id: number }[] }[] } }>(
      'GET',
      '/api/products/kaliforniia-sies-syomga',
      null,
    )
    const offered = product.body.data.modifierGroups.flatMap((g) => g.options.map((o) => o.id))
    expect(offered).not.toContain(soy.id)
    expect(offered).toContain(seedOption('unagi-sauce').id)
    const quote = await cartQuote(body.lines)
    expect(quote.body.data.lines.map((l) => l.status)).toEqual(['ok', 'unavailable'])
    await expectRefused(body)

    expect((await stopList('modifier-options', soy.id, true)).status).toBe(200)
    expect((await op.place(customer.token, body)).status).toBe(201)
    const [audited] = await op.audited('modifier_option.availability', soy.id)
    expect(audited).toMatchObject({ before: { available: true }, after: { available: false } })
  })

  it('an edited price and name show on the storefront and in the checkout at once', async () => {
    const den = seedProduct('set-den')
    const name = { ...den.name, en: 'Day Set Deluxe' }
    const reply = await edit(den.id, { price: 4321, name, sort: den.sort })
    expect(reply.status, reply.text).toBe(200)
    expectDocumented(op, 'post', '/operator/products/:id', reply.body)
    expect(reply.body.data).toMatchObject({ price: 4321, name })

    expect((await card('set-den')).body.data).toMatchObject({ name: 'Day Set Deluxe', price: 4321 })
    const bulgarian = await send<{ data: Card }>(op.api, '/api/products/set-den', { lang: 'bg' })
    expect(bulgarian.body.data.name).toBe(den.name.bg)
    const found = await op.json<{ data: Card[] }>('GET', '/api/products?q=deluxe', null)
    expect(found.body.data.map((p) => p.slug)).toEqual(['set-den'])
    const quote = await op.quote(customer.token, delivery([line('set-den')]))
    expect(quote.body.data.subtotal).toBe(4321)

    // Only what changed is recorded: the position was sent as it was.
    const [audited] = await op.audited('product.updated', den.id)
    expect(audited).toMatchObject({
      before: { price: den.price, name: den.name },
      after: { price: 4321, name },
    })
  })

  it('a price typed in cents or by a slip is saved only once confirmed', async () => {
    const cola = seedProduct('coca-cola-033-l')
    const tenfold = cola.price * 10
    const refused = await edit(cola.id, { price: tenfold })
    expectApiError(refused, 422, en.validation.failed)
    expect(errorsOf(refused)).toEqual({
      price: en.operator.menu.price.jump
        .replace('{{price}}', formatPrice(tenfold, 'en'))
        .replace('{{previous}}', formatPrice(cola.price, 'en')),
    })
    expect(errorsOf(await edit(cola.id, { price: 1 }))).toEqual({
      price: en.operator.menu.price.tooLow
        .replace('{{price}}', formatPrice(1, 'en'))
        .replace('{{floor}}', formatPrice(50, 'en')),
    })
    const [unchanged] = await t.db.select().from(products).where(eq(products.id, cola.id))
    expect(unchanged!.price).toBe(cola.price)

    const confirmed = await edit(cola.id, { price: tenfold, confirmPrice: true })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body.data.price).toBe(tenfold)
    // An ordinary change needs nothing more.
    expect((await edit(cola.id, { price: tenfold + 100 })).status).toBe(200)
    expect((await edit(cola.id, { price: cola.price, confirmPrice: true })).status).toBe(200)
  })

  it('refuses bad edits with a message per field in the language asked, changing nothing', async () => {
    const maki = seedProduct('maki-sies-syomga')
    const refused = async (body: unknown, errors: Record<string, string>, lang = 'en') => {
      const reply = await edit(maki.id, body, lang)
      expect(reply.status, reply.text).toBe(422)
      expect(errorsOf(reply)).toEqual(errors)
    }
    await refused({ price: -1 }, { price: validationMessage('en', 'tooSmall', { min: 0 }) })
    await refused({ price: 12.5 }, { price: en.validation.invalid })
    await refused({ image: 'https://evil.example/x.png' }, { image: en.operator.field.picture })
    await refused({ image: '/images/../secret.png' }, { image: en.operator.field.picture })
    await refused({ categoryId: 99_999 }, { categoryId: en.operator.menu.noCategory })
    await refused({ tags: ['spicy', 'cheap'] }, { 'tags.1': en.validation.invalid })
    await refused(
      { name: { bg: 'Маки', ru: 'Маки', en: 'Maki' } },
      { 'name.uk': uk.validation.required },
      'ua',
    )
    await refused({ name: { ...maki.name, bg: '  ' } }, { 'name.bg': bg.validation.required }, 'bg')
    const empty = await edit(maki.id, {})
    expectApiError(empty, 422, en.validation.failed)
    expect(Object.values(errorsOf(empty)!)).toEqual([en.operator.nothingToChange])
    expectApiError(await edit(99_999, { price: 100 }), 404, en.api.productNotFound)

    const [row] = await t.db.select().from(products).where(eq(products.id, maki.id))
    expect(row).toMatchObject({ price: maki.price, name: maki.name, image: maki.image })
    expect(await op.audited('product.updated', maki.id)).toEqual([])
  })

  it('adds a product (201), refuses a taken address (409 errors.slug)', async () => {
    const body = {
      slug: 'set-hanami-test',
      name: { bg: 'Сет Ханами', ru: 'Сет Ханами', en: 'Hanami Set', uk: 'Сет Ханамі' },
      description: { bg: '', ru: '', en: 'Twenty-four pieces.', uk: '' },
      price: 5990,
      categoryId: seedCategory('sets').id,
      image: '/images/products/sushi.svg',
      pieces: 24,
      tags: ['new', 'new'],
    }
    const created = await op.json<{ data: Product }>(
      'POST',
      '/api/operator/products',
      manager,
      body,
    )
    expect(created.status, created.text).toBe(201)
    expect(created.body.data).toMatchObject({ slug: 'set-hanami-test', price: 5990, tags: ['new'] })
    expect((await card('set-hanami-test')).body.data).toMatchObject({
      name: 'Hanami Set',
      available: true,
    })
    const [audited] = await op.audited('product.created', created.body.data.id)
    expect(audited).toMatchObject({ before: null, after: { slug: 'set-hanami-test', price: 5990 } })

    const taken = await op.json('POST', '/api/operator/products', manager, {
      ...body,
      slug: 'set-sakura',
    })
    expectApiError(taken, 409, en.operator.field.slugTaken)
    expect(errorsOf(taken)).toEqual({ slug: en.operator.field.slugTaken })
    const bad = await op.json('POST', '/api/operator/products', manager, {
      ...body,
      slug: 'Set Sakura!',
    })
    expect(errorsOf(bad)).toEqual({ slug: en.operator.field.slug })
  })

  it("changes a category's names; the storefront's categories follow", async () => {
    const rolls = seedCategory('rolls')
    const name = { ...rolls.name, en: 'Sushi Rolls' }
    const reply = await op.json('POST', `/api/operator/categories/${rolls.id}`, manager, { name })
    expect(reply.status, reply.text).toBe(200)
    const categories = await op.json<{ slug: string; name: string }[]>(
      'GET',
      '/api/get-categories-without-products',
      null,
    )
    expect(categories.body.find((c) => c.slug === 'rolls')?.name).toBe('Sushi Rolls')
    const [audited] = await op.audited('category.updated', rolls.id)
    expect(audited).toMatchObject({ before: { name: rolls.name }, after: { name } })
    expectApiError(
      await op.json('POST', '/api/operator/categories/99999', manager, { sort: 1 }),
      404,
      en.api.categoryNotFound,
    )
  })

  it('another API instance drops its catalog at once (NOTIFY): the stop-list holds there too', async () => {
    const otherCatalog = createCatalogStore(t.db)
    const log = createLogger('silent')
    const other = createApi({
      log,
      db: t.db,
      jobs: testJobs(t.jobs, log),
      catalog: otherCatalog,
      listen: t.listen,
    })
    // Its LISTEN is up once a notification reaches it: its catalog's version moves.
    await expect
      .poll(
        async () => {
          await t.db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, 'catalog')`)
          return otherCatalog.version
        },
        { timeout: 5000 },
      )
      .toBeGreaterThan(0)
    const availability = async () =>
      (await send<{ data: Card }>(other, '/api/products/filadelfiia-klasik', { lang: 'en' })).body
        .data.available
    expect(await availability()).toBe(true)
    const id = seedProduct('filadelfiia-klasik').id
    expect((await stopList('products', id, false)).status).toBe(200)
    await expect.poll(availability, { timeout: 5000 }).toBe(false)
    expect((await stopList('products', id, true)).status).toBe(200)
    await expect.poll(availability, { timeout: 5000 }).toBe(true)
  })
})
