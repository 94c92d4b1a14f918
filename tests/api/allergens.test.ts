import { beforeAll, describe, expect, it } from 'vitest'
import type { Allergen, Allergens } from '#shared/allergens'
import type { Product, ProductCard } from '#shared/contract/catalog'
import { expectApiError, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { mailOutbox } from '#tests/support/mail'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { byPopularity, SEED, seedProduct } from '#tests/support/seed'
import { type Customer, delivery, line, seedOption } from '#tests/support/shop'

const ENGINES = await engines()

type List<T> = { data: T[] }
type One<T> = { data: T }
type QuotedLine = { id: number; allergens: Allergens }
type OrderLine = { name: string; allergens: Allergens }

describe.each(ENGINES)('allergens (EU 1169/2011) on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  let customer: Customer
  const { mailer, mails } = mailOutbox()
  beforeAll(async () => {
    op = operatorClient(t, { deps: { mailer } })
    manager = await op.staffOf('manager')
    customer = await op.signUp()
  })

  const product = async (slug: string) =>
    (await op.json<One<Product>>('GET', `/api/products/${slug}`, null)).body.data
  const search = (query: string) =>
    op.json<List<ProductCard>>('GET', `/api/products?${query}`, null)
  const slugs = (reply: { body: List<ProductCard> }) => reply.body.data.map((p) => p.slug)
  const editProduct = (id: number, allergens: unknown) =>
    op.json<One<{ allergens: Allergens }>>('POST', `/api/operator/products/${id}`, manager, {
      allergens,
    })
  const editOption = (id: number, allergens: unknown, token = manager) =>
    op.json<One<{ allergens: Allergens }>>('POST', `/api/operator/modifier-options/${id}`, token, {
      allergens,
    })

  it('the demo menu says what each dish and option contains, and nothing is left unknown', async () => {
    const menu = await op.json<List<ProductCard>>('GET', '/api/products', null)
    expect(menu.body.data).toHaveLength(SEED.products.length)
    for (const card of menu.body.data) {
      expect(card.allergens, card.slug).toEqual(seedProduct(card.slug).allergens)
      expect(card.allergens, card.slug).not.toBeNull()
    }
    // The seed is honest about the classics of the kitchen.
    expect((await product('tempura-sies-syomga')).allergens).toEqual(
      expect.arrayContaining(['gluten', 'eggs', 'fish', 'milk']),
    )
    expect((await product('maki-s-krastavitsa')).allergens).toEqual(['sesame'])
    expect((await product('tom-iam')).allergens).toEqual(['crustaceans', 'fish'])
    expect((await product('uok-nudli-s-teleshko')).allergens).toContain('molluscs')
    expect((await product('coca-cola-033-l')).allergens).toEqual([])
    const sushi = await product('kaliforniia-sies-syomga')
    const sauces = sushi.modifierGroups.find((g) => g.slug === 'sauces')!
    expect(sauces.options.find((o) => o.slug === 'soy-sauce')!.allergens).toEqual([
      'gluten',
      'soybeans',
    ])
    for (const group of sushi.modifierGroups)
      for (const option of group.options) expect(option.allergens, option.slug).not.toBeNull()
  })

  it('without= hides every dish containing one of the allergens, like the other filters', async () => {
    const contains = (slug: string, avoided: Allergen[]) =>
      avoided.some((a) => (seedProduct(slug).allergens as string[]).includes(a))
    for (const avoided of [
      ['gluten'],
      ['gluten', 'fish'],
      ['sesame', 'milk', 'eggs'],
    ] as Allergen[][]) {
      const reply = await search(`without=${avoided.join(',')}`)
      expect(reply.status, reply.text).toBe(200)
      expect(slugs(reply)).toEqual(byPopularity((p) => !contains(p.slug, avoided)))
      expect(reply.body.data.length).toBeGreaterThan(0)
    }
    const drinks = await search('without=gluten&category=drinks&sort=price-asc')
    expect(slugs(drinks)).not.toContain('bira-asahi-033-l')
    expect(slugs(drinks)).toContain('coca-cola-033-l')
  })

  it('an unknown allergen in without= is a 422 on the field, never ignored', async () => {
    const reply = await search('without=gluten,peanut')
    expectApiError(reply, 422)
    expect((reply.body as unknown as { errors: Record<string, string> }).errors).toHaveProperty(
      'without',
    )
  })

  it('a dish whose allergens nobody knows is never offered as free of one, and says unknown', async () => {
    const edamame = seedProduct('edamame')
    expect(slugs(await search('without=gluten'))).toContain('edamame')
    const unknown = await editProduct(edamame.id, null)
    expect(unknown.status, unknown.text).toBe(200)
    expect(unknown.body.data.allergens).toBeNull()
    expect((await product('edamame')).allergens).toBeNull()
    expect(slugs(await search('without=gluten'))).not.toContain('edamame')
    expect(slugs(await search('category=hot-dishes'))).toContain('edamame')

    const none = await editProduct(edamame.id, ['soybeans', 'soybeans'])
    expect(none.body.data.allergens).toEqual(['soybeans'])
    expect(slugs(await search('without=gluten'))).toContain('edamame')
    expectApiError(await editProduct(edamame.id, ['soy']), 422)
    const audited = await op.audited('product.updated', edamame.id)
    expect(audited.map((a) => a.after)).toEqual([{ allergens: null }, { allergens: ['soybeans'] }])
  })

  it('managers set what an option adds; the kitchen cannot', async () => {
    const ginger = seedOption('extra-ginger')
    expect((await editOption(ginger.id, ['sulphites'], await op.staffOf('kitchen'))).status).toBe(
      403,
    )
    const edited = await editOption(ginger.id, ['sulphites'])
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.data.allergens).toEqual(['sulphites'])
    const sushi = await product('kaliforniia-sies-syomga')
    const extras = sushi.modifierGroups.find((g) => g.slug === 'extras')!
    expect(extras.options.find((o) => o.slug === 'extra-ginger')!.allergens).toEqual(['sulphites'])
    expect((await editOption(ginger.id, [])).body.data.allergens).toEqual([])
    expectApiError(await editOption(999_999, []), 404)
  })

  it('the cart line, the order and the kitchen e-mail carry the dish as chosen, options included', async () => {
    const chosen = line('filadelfiia-klasik', 2, { 'soy-sauce': 1 })
    const quote = await op.json<One<{ lines: QuotedLine[] }>>('POST', '/api/cart/quote', null, {
      lines: [chosen, line('maki-s-avokado')],
    })
    expect(quote.body.data.lines.map((l) => l.allergens)).toEqual([
      ['gluten', 'fish', 'soybeans', 'milk'],
      [],
    ])

    const { order } = await op.placed(customer.token, delivery([chosen]))
    const detail = await op.json<One<{ lines: OrderLine[] }>>(
      'GET',
      `/api/orders/${order.id}`,
      customer.token,
    )
    expect(detail.body.data.lines.map((l) => l.allergens)).toEqual([
      ['gluten', 'fish', 'soybeans', 'milk'],
    ])
    await op.settle()
    const mail = mails().find((m) => m.subject.includes(String(order.id)))!
    expect(mail.text).toContain('Алергени: Глутен, Риба, Соя, Мляко')
  })

  it('a line with an option of unknown allergens is unknown, never a shorter list', async () => {
    const wasabi = seedOption('extra-wasabi')
    await editOption(wasabi.id, null)
    const quote = await op.json<One<{ lines: QuotedLine[] }>>('POST', '/api/cart/quote', null, {
      lines: [line('maki-s-ton', 1, { 'extra-wasabi': 1 }), line('maki-s-ton')],
    })
    expect(quote.body.data.lines.map((l) => l.allergens)).toEqual([null, ['fish']])
    await editOption(wasabi.id, ['mustard'])
  })
})
