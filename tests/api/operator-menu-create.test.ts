import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import { categories, productModifierGroups } from '#server/db/schema'
import { expectApiError, send, useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import {
  errorsOf,
  expectDocumented,
  type OperatorClient,
  operatorClient,
} from '#tests/support/operator'
import {
  type CartLineBody,
  type Customer,
  delivery,
  line,
  orderMessage,
  seedOption,
} from '#tests/support/shop'

const ENGINES = await engines()

type Category = { id: number; slug: string; sort: number; name: Record<string, string> }
type Product = { id: number; slug: string; categoryId: number; modifierGroupIds: number[] }
type Menu = {
  data: {
    categories: Category[]
    products: Product[]
    modifierGroups: { id: number; slug: string }[]
  }
}
type Card = {
  id: number
  categorySlug: string
  name: string
  price: number
  modifierGroups: { slug: string; required: boolean }[]
}

const NAME = { bg: 'Купички', ru: 'Боулы', en: 'Bowls', uk: 'Боули' }

// Adding categories and dishes, and choosing a dish's modifier groups, as a manager does in the
// console; the storefront, the cart quote and the checkout follow at once.
describe.each(ENGINES)('new categories, dishes and modifier groups on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let kitchen: string
  let manager: string
  let customer: Customer
  let groupId: (slug: string) => number
  beforeAll(async () => {
    op = operatorClient(t)
    kitchen = await op.staffOf('kitchen')
    manager = await op.staffOf('manager')
    customer = await op.signUp()
    const menu = await op.json<Menu>('GET', '/api/operator/menu', kitchen)
    groupId = (slug) => menu.body.data.modifierGroups.find((g) => g.slug === slug)!.id
  })

  const post = <T>(path: string, body: unknown, token = manager, lang = 'en') =>
    op.operator<T>('POST', path, token, body, lang)
  const card = (slug: string) => op.json<{ data: Card }>('GET', `/api/products/${slug}`, null)
  const addCategory = (slug: string) =>
    post<{ data: Category }>('/categories', { slug, name: NAME, sort: 90 })
  const addProduct = async (slug: string, categoryId: number, price = 1800) => {
    const reply = await post<{ data: Product }>('/products', {
      slug,
      name: { bg: 'Поке', ru: 'Поке', en: `Poke ${slug}`, uk: 'Поке' },
      description: { bg: '', ru: '', en: '', uk: '' },
      price,
      categoryId,
      image: '/images/products/sushi.svg',
    })
    expect(reply.status, reply.text).toBe(201)
    return reply.body.data
  }
  const setGroups = (productId: number, groupIds: unknown, token = manager) =>
    post<{ data: Product }>(`/products/${productId}/modifier-groups`, { groupIds }, token)

  it('POST /operator/categories adds a category (201), audited; the storefront lists it', async () => {
    const reply = await addCategory('bowls-test')
    expect(reply.status, reply.text).toBe(201)
    expect(reply.body.data).toEqual({
      id: expect.any(Number),
      slug: 'bowls-test',
      sort: 90,
      name: NAME,
      description: { bg: '', ru: '', en: '', uk: '' },
      // A photo is uploaded apart (POST /operator/categories/:id/image).
      image: null,
    })
    const { paths } = op.api.document() as { paths: Record<string, Record<string, object>> }
    expect(paths['/api/operator/categories']?.post).toBeDefined()

    const id = reply.body.data.id
    const [audited] = await op.audited('category.created', id)
    expect(audited).toMatchObject({ targetType: 'category', before: null })
    expect(audited!.after).toMatchObject({ slug: 'bowls-test', name: NAME })
    expect(audited!.staffId).not.toBeNull()

    const product = await addProduct('poke-test', id)
    expect((await card('poke-test')).body.data).toMatchObject({
      categorySlug: 'bowls-test',
      name: 'Poke poke-test',
      price: 1800,
    })
    const storefront = await send<{ slug: string; name: string }[]>(
      op.api,
      '/api/get-categories-without-products',
      { lang: 'bg' },
    )
    expect(storefront.body.find((c) => c.slug === 'bowls-test')?.name).toBe(NAME.bg)
    const section = await op.json<{ data: { products: { id: number }[] } }>(
      'GET',
      '/api/categories/bowls-test',
      null,
    )
    expect(section.body.data.products.map((p) => p.id)).toEqual([product.id])
    const menu = await op.json<Menu>('GET', '/api/operator/menu', kitchen)
    expect(menu.body.data.categories.map((c) => c.slug)).toContain('bowls-test')
    expect(menu.body.data.products.find((p) => p.id === product.id)).toMatchObject({
      categoryId: id,
      modifierGroupIds: [],
    })
  })

  it('refuses a bad category with a message per field, a taken address with 409, the kitchen with 403', async () => {
    const before = await t.db.select().from(categories)
    const refused = async (body: unknown, errors: Record<string, string>, lang = 'en') => {
      const reply = await post('/categories', body, manager, lang)
      expect(reply.status, reply.text).toBe(422)
      expect(errorsOf(reply)).toEqual(errors)
    }
    await refused({ slug: 'Bowls!', name: NAME }, { slug: en.operator.field.slug })
    await refused(
      { slug: 'bowls-bg', name: { ...NAME, bg: ' ' } },
      { 'name.bg': bg.validation.required },
      'bg',
    )
    await refused(
      { slug: 'bowls-sort', name: NAME, sort: -1 },
      { sort: validationMessage('en', 'tooSmall', { min: 0 }) },
    )
    const taken = await post('/categories', { slug: 'sets', name: NAME })
    expectApiError(taken, 409, en.operator.field.slugTaken)
    expect(errorsOf(taken)).toEqual({ slug: en.operator.field.slugTaken })
    expectApiError(
      await post('/categories', { slug: 'bowls-kitchen', name: NAME }, kitchen),
      403,
      en.operator.forbidden,
    )
    const anonymous = await op.json('POST', '/api/operator/categories', null, {})
    expect(anonymous.status).toBe(401)
    expect(await t.db.select().from(categories)).toEqual(before)
  })

  it("sets a product's modifier groups in order, audited; the storefront offers them", async () => {
    const product = await addProduct('ramen-test', 1)
    const chosen = [groupId('spice-level'), groupId('sauces')]
    const reply = await setGroups(product.id, [...chosen, groupId('spice-level')])
    expect(reply.status, reply.text).toBe(200)
    expectDocumented(op, 'post', '/operator/products/:id/modifier-groups', reply.body)
    expect(reply.body.data).toMatchObject({ id: product.id, modifierGroupIds: chosen })

    expect((await card('ramen-test')).body.data.modifierGroups).toMatchObject([
      { slug: 'spice-level', required: true },
      { slug: 'sauces', required: false },
    ])
    const menu = await op.json<Menu>('GET', '/api/operator/menu', kitchen)
    expect(menu.body.data.products.find((p) => p.id === product.id)?.modifierGroupIds).toEqual(
      chosen,
    )

    // The same choice again changes nothing and is not recorded twice.
    expect((await setGroups(product.id, chosen)).status).toBe(200)
    const reordered = [groupId('sauces')]
    expect((await setGroups(product.id, reordered)).body.data.modifierGroupIds).toEqual(reordered)
    const audited = await op.audited('product.modifier_groups', product.id)
    expect(audited.map((a) => [a.before, a.after])).toEqual([
      [{ modifierGroupIds: [] }, { modifierGroupIds: chosen }],
      [{ modifierGroupIds: chosen }, { modifierGroupIds: reordered }],
    ])
  })

  it('refuses unknown groups on the field (422), an unknown product (404), the kitchen (403)', async () => {
    const product = await addProduct('udon-test', 1)
    const links = () =>
      t.db
        .select()
        .from(productModifierGroups)
        .where(eq(productModifierGroups.productId, product.id))
    expect((await setGroups(product.id, [groupId('sauces')])).status).toBe(200)

    const unknown = await setGroups(product.id, [groupId('extras'), 99_999])
    expectApiError(unknown, 422, en.validation.failed)
    expect(errorsOf(unknown)).toEqual({ groupIds: en.operator.menu.noModifierGroup })
    expect(errorsOf(await setGroups(product.id, ['sauces']))).toEqual({
      'groupIds.0': en.validation.invalid,
    })
    expect(errorsOf(await setGroups(product.id, undefined))).toEqual({
      groupIds: en.validation.required,
    })
    expectApiError(await setGroups(99_999, []), 404, en.api.productNotFound)
    expectApiError(await setGroups(product.id, [], kitchen), 403, en.operator.forbidden)
    expect((await links()).map((l) => l.groupId)).toEqual([groupId('sauces')])
  })

  it('pricing honours a newly required group: an order without it is refused, with it accepted', async () => {
    const product = await addProduct('soba-test', 1, 2000)
    const plain: CartLineBody = { id: product.id, quantity: 1, currentPrice: 2000, modifiers: [] }
    const hot = seedOption('hot')
    const spiced = { ...plain, modifiers: [{ id: hot.id, quantity: 1, currentPrice: hot.price }] }
    const quote = (cartLine: CartLineBody) =>
      op.json<{ data: { orderable: boolean; lines: { status: string }[] } }>(
        'POST',
        '/api/cart/quote',
        null,
        { lines: [cartLine] },
      )
    expect((await quote(plain)).body.data.orderable).toBe(true)

    expect((await setGroups(product.id, [groupId('spice-level')])).status).toBe(200)
    const refusedQuote = await quote(plain)
    expect(refusedQuote.body.data).toMatchObject({
      orderable: false,
      lines: [{ status: 'invalid' }],
    })
    // A set beside it keeps the order over the zone's minimum: only the line is at fault.
    const refused = await op.place(customer.token, delivery([line('set-sakura'), plain]))
    expectApiError(refused, 422, en.validation.failed)
    expect(errorsOf(refused)).toEqual({ lines: orderMessage('unavailable') })

    expect((await quote(spiced)).body.data.orderable).toBe(true)
    const placed = await op.place(customer.token, delivery([line('set-sakura'), spiced]))
    expect(placed.status, placed.text).toBe(201)

    expect((await setGroups(product.id, [])).status).toBe(200)
    expect((await quote(plain)).body.data.orderable).toBe(true)
  })
})
