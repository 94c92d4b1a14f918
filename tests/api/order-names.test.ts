import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { products } from '#server/db/schema'
import { send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { seedProduct } from '#tests/support/seed'
import {
  type Customer,
  line,
  pickup,
  type ShopClient,
  seedOption,
  shopClient,
} from '#tests/support/shop'

const ENGINES = await engines()

type NamedLine = { name: string; quantity: number; modifiers: { name: string }[] }

describe.each(ENGINES)(
  "a customer's orders name the dishes in the reader's language on %s",
  (engine) => {
    const t = useApi(engine)

    /** A Bulgarian customer's order: its lines are stored under their Bulgarian names. */
    const orderedInBulgarian = async (shop: ShopClient, customer: Customer) => {
      const reply = await send<{ data: { order: { id: number; lines: NamedLine[] } } }>(
        shop.api,
        '/api/orders',
        {
          method: 'POST',
          lang: 'bg',
          headers: {
            Authorization: `Bearer ${customer.token}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': crypto.randomUUID(),
          },
          body: JSON.stringify(pickup([line('tom-iam', 1, { medium: 1 }), line('set-sakura', 2)])),
        },
      )
      expect(reply.status, reply.text).toBe(201)
      expect(reply.body.data.order.lines.map((l) => l.name)).toEqual([
        seedProduct('tom-iam').name.bg,
        seedProduct('set-sakura').name.bg,
      ])
      return reply.body.data.order.id
    }

    const read = <T>(shop: ShopClient, customer: Customer, path: string, lang: string) =>
      send<{ data: T }>(shop.api, path, {
        lang,
        headers: { Authorization: `Bearer ${customer.token}` },
      })

    it('the order page, read in English, names its dishes and options in English', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const id = await orderedInBulgarian(shop, customer)
      const reply = await read<{ lines: NamedLine[] }>(shop, customer, `/api/orders/${id}`, 'en')
      expect(reply.status).toBe(200)
      expect(reply.body.data.lines.map((l) => [l.name, l.modifiers.map((m) => m.name)])).toEqual([
        [seedProduct('tom-iam').name.en, [seedOption('medium').name.en]],
        [seedProduct('set-sakura').name.en, []],
      ])
    })

    it('the order list says what each order was, in the reader’s language', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const id = await orderedInBulgarian(shop, customer)
      const reply = await read<{ id: number; lines: { name: string; quantity: number }[] }[]>(
        shop,
        customer,
        '/api/orders',
        'uk',
      )
      expect(reply.status).toBe(200)
      expect(reply.body.data.find((o) => o.id === id)?.lines).toEqual([
        { name: seedProduct('tom-iam').name.uk, quantity: 1 },
        { name: seedProduct('set-sakura').name.uk, quantity: 2 },
      ])
    })

    it('a dish gone from the menu keeps the name it was ordered under', async () => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const id = await orderedInBulgarian(shop, customer)
      await t.db.delete(products).where(eq(products.id, seedProduct('tom-iam').id))
      t.catalog.invalidate()
      const detail = await read<{ lines: NamedLine[] }>(shop, customer, `/api/orders/${id}`, 'en')
      expect(detail.body.data.lines.map((l) => l.name)).toEqual([
        seedProduct('tom-iam').name.bg,
        seedProduct('set-sakura').name.en,
      ])
      const list = await read<{ id: number; lines: { name: string }[] }[]>(
        shop,
        customer,
        '/api/orders',
        'en',
      )
      expect(list.body.data.find((o) => o.id === id)?.lines.map((l) => l.name)).toEqual([
        seedProduct('tom-iam').name.bg,
        seedProduct('set-sakura').name.en,
      ])
    })
  },
)
