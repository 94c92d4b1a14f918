import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { useApi, validationMessage } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { delivery, line, ordersOf, shopClient } from '#tests/support/shop'

// NUL and the other control characters no keyboard types: PostgreSQL refuses NUL in text, so
// before they were refused at the boundary they reached the database and came back as a 500.
const ENGINES = await engines()
const EN = { headers: { 'Accept-Language': 'en' } }
const FAILED = validationMessage('en', 'failed')
const CONTROL = validationMessage('en', 'controlCharacters')
/** C0 controls other than tab, line feed and carriage return (which a textarea sends), and DEL. */
const controls = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
    (char) => !'\t\n\r'.includes(char),
  ),
  '\u007f',
]

describe.each(ENGINES)('control characters are refused at the boundary on %s', (engine) => {
  const t = useApi(engine)

  it('GET /api/referral-codes/%00 is a 422 on the path, not a 500', async () => {
    const reply = await t.api.request('/api/referral-codes/%00', EN)
    expect(reply.status).toBe(422)
    expect(await reply.json()).toEqual({ message: FAILED, errors: { path: CONTROL } })
  })

  it('a query parameter with one is a 422 on that parameter', async () => {
    const reply = await t.api.request('/api/products?q=ro%01ll', EN)
    expect(reply.status).toBe(422)
    expect(await reply.json()).toEqual({ message: FAILED, errors: { q: CONTROL } })
  })

  it.each([
    ['comment', { comment: 'Ring twice\u0000' }, 'comment'],
    ['street', { address: { street: '22 Graf\u0000 Ignatiev St' } }, 'address.street'],
  ])(
    'an order whose %s has a NUL is a 422 on its field, in the quote and at placement',
    async (_name, overrides, field) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const body = delivery([line('edamame', 4)], overrides)
      const quote = await shop.quote(customer.token, body)
      expect(quote.status, quote.text).toBe(422)
      expect(quote.body).toEqual({ message: FAILED, errors: { [field]: CONTROL } })
      const placed = await shop.place(customer.token, body)
      expect(placed.status, placed.text).toBe(422)
      expect(placed.body).toEqual({ message: FAILED, errors: { [field]: CONTROL } })
      expect(await ordersOf(t.db, customer.id)).toEqual([])
      // Line breaks and tabs are text a comment may carry.
      const fine = delivery([line('edamame', 4)], { comment: 'Ring twice\n\tthen wait' })
      expect((await shop.place(customer.token, fine)).status).toBe(201)
    },
  )

  it.each([
    ['street', { address: { street: 'Graf Ignatiev \ud800' } }, 'address.street'],
    ['note', { address: { street: 'Graf Ignatiev 22', note: '\udfff gate' } }, 'address.note'],
  ])(
    'an unpaired surrogate in the %s is a 422 on its field at placement, not a 500',
    async (_name, overrides, field) => {
      const shop = shopClient(t)
      const customer = await shop.signUp()
      const placed = await shop.place(customer.token, delivery([line('edamame', 4)], overrides))
      expect(placed.status, placed.text).toBe(422)
      expect(placed.body).toEqual({ message: FAILED, errors: { [field]: CONTROL } })
      // A whole pair is a character like any other.
      const emoji = delivery([line('edamame', 4)], { comment: 'Ring twice \ud83c\udf63' })
      expect((await shop.place(customer.token, emoji)).status).toBe(201)
    },
  )

  it('an unpaired surrogate in a staff sign-in is a 422 on the field', async () => {
    const reply = await t.api.request('/api/operator/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
      body: JSON.stringify({ email: 'a\ud800@staff.example', password: 'whatever it is' }),
    })
    expect(reply.status).toBe(422)
    expect(await reply.json()).toEqual({ message: FAILED, errors: { email: CONTROL } })
  })

  it('JSON nested 9,000 deep (under 64 KB) is a 400 in words, not a stack overflow', async () => {
    const deepArray = `${'['.repeat(9000)}${']'.repeat(9000)}`
    const deepObject = `${'{"a":'.repeat(9000)}1${'}'.repeat(9000)}`
    for (const deep of [deepArray, deepObject]) {
      expect(deep.length).toBeLessThan(64 * 1024)
      const reply = await t.api.request('/api/orders/quote', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: deep,
      })
      expect(reply.status).toBe(400)
      expect(await reply.json()).toEqual({ message: en.api.tooDeep })
    }
  })

  it('fuzz: any control character anywhere in any JSON body is a 422 naming its field', async () => {
    const shop = shopClient(t)
    const customer = await shop.signUp()
    const paths = ['/api/orders/quote', '/api/orders', '/api/update-profile', '/api/sms-code-check']
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom(...controls),
        fc.string({ maxLength: 8 }),
        fc.constantFrom('comment', 'name', 'phone', 'code', 'street'),
        async (path, control, text, key) => {
          const body = { [key]: `${text}${control}${text}` }
          const reply = await shop.json<{ errors?: Record<string, string> }>(
            'POST',
            path,
            customer.token,
            body,
          )
          expect(reply.status, `${path} ${JSON.stringify(body)}: ${reply.text}`).toBe(422)
          expect(reply.body.errors).toEqual({ [key]: CONTROL })
        },
      ),
      { numRuns: 150 },
    )
  })
})
