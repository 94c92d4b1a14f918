import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { DEFAULT_ORDER_LIMITS } from '#shared/contract/orders'
import { MAX_CODE_BATCH } from '#shared/offers'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { offerFields } from '#tests/support/offers'
import { errorsOf, type OperatorClient, operatorClient } from '#tests/support/operator'
import { delivery, line } from '#tests/support/shop'

const ENGINES = await engines()

const OFFER = offerFields({ kind: 'order_amount', value: 500 })
const ROLLS = [line('kaliforniia-sies-syomga', 2)]
type Offer = { id: number; codes: { total: number; used: number } }

describe.each(ENGINES)('single-use codes generated in batches on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  beforeAll(async () => {
    op = operatorClient(t)
    manager = (await op.member('manager')).token
  })

  /** An offer with `count` codes of its own: the offer and its codes, as the CSV lists them. */
  const flyer = async (count: number) => {
    const added = await op.operator<{ data: Offer }>('POST', '/offers', manager, OFFER)
    expect(added.status, added.text).toBe(201)
    const id = added.body.data.id
    const generated = await op.operator<{ data: Offer }>('POST', `/offers/${id}/codes`, manager, {
      count,
    })
    expect(generated.status, generated.text).toBe(200)
    return { offer: generated.body.data, rows: await csvRows(id) }
  }
  const csvRows = async (id: number) => {
    const csv = await op.api.request(`/api/operator/offers/${id}/codes.csv?lang=en`, {
      headers: { Authorization: `Bearer ${manager}` },
    })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    // Response.text() would drop the byte order mark Excel needs.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await csv.arrayBuffer())
    expect(text.startsWith('\uFEFFCode;State;Order no.\r\n')).toBe(true)
    return text
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(';'))
  }

  it('a manager generates 200 unguessable codes, audited, listed in an Excel-friendly CSV', async () => {
    const { offer, rows } = await flyer(200)
    expect(offer.codes).toEqual({ total: 200, used: 0 })
    expect(rows).toHaveLength(200)
    expect(new Set(rows.map(([code]) => code)).size).toBe(200)
    for (const [code, state, order] of rows) {
      // No 0/O, 1/I/L a customer would mistype from paper.
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/)
      expect([state, order]).toEqual(['free', ''])
    }
    const [entry] = await op.audited('offer.codesGenerated', offer.id)
    expect(entry).toMatchObject({ before: { codes: 0 }, after: { codes: 200 } })

    const more = await op.operator<{ data: Offer }>('POST', `/offers/${offer.id}/codes`, manager, {
      count: 5,
    })
    expect(more.body.data.codes).toEqual({ total: 205, used: 0 })
    const tooMany = await op.operator('POST', `/offers/${offer.id}/codes`, manager, {
      count: MAX_CODE_BATCH + 1,
    })
    expect(tooMany.status).toBe(422)
    const missing = await op.operator('POST', '/offers/999999/codes', manager, { count: 1 })
    expect(missing.status).toBe(404)
  })

  it('a code works once in any case, says "used" after; a cancelled order gives it back', async () => {
    const { offer, rows } = await flyer(3)
    const code = rows[0]![0]!
    const first = await op.signUp()
    const second = await op.signUp()
    // The offer has codes: it never applies by itself.
    const plain = await op.quote(first.token, delivery(ROLLS))
    expect(plain.body.data.discount).toBe(0)

    const typed = delivery(ROLLS, { promoCode: code.toLowerCase() })
    const quoted = await op.quote(first.token, typed)
    expect(quoted.body.data).toMatchObject({ discount: 500, problems: {} })
    const placed = await op.placed(first.token, typed)
    expect(placed.order.discount).toBe(500)

    const again = await op.place(second.token, delivery(ROLLS, { promoCode: code }))
    expect(again.status).toBe(422)
    expect(errorsOf(again)).toEqual({ promoCode: en.offer.refused.used })
    const other = await op.placed(second.token, delivery(ROLLS, { promoCode: rows[1]![0] }))
    expect(other.order.discount).toBe(500)
    expect(await csvRows(offer.id)).toContainEqual([code, 'used', String(placed.order.id)])
    const listed = await op.operator<{ data: Offer[] }>('GET', '/offers', manager)
    expect(listed.body.data.find((o) => o.id === offer.id)!.codes).toEqual({ total: 3, used: 2 })

    const cancelled = await op.cancel(placed.order.id)
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(await csvRows(offer.id)).toContainEqual([code, 'free', ''])
    const back = await op.placed(second.token, delivery(ROLLS, { promoCode: code }))
    expect(back.order.discount).toBe(500)
  })

  it('the cart previews a code kept from a ?promo= link; an unpaid card order that expires gives it back', async () => {
    const { offer, rows } = await flyer(1)
    const code = rows[0]![0]!
    const cart = () =>
      op.json<{ data: Record<string, unknown> }>('POST', '/api/cart/quote', null, {
        lines: ROLLS,
        promoCode: code.toLowerCase(),
      })
    expect((await cart()).body.data).toMatchObject({
      discount: 500,
      offers: [{ offerId: offer.id, code, amount: 500 }],
      promoProblem: null,
    })
    const customer = await op.signUp()
    await op.placed(
      customer.token,
      delivery(ROLLS, { promoCode: code, paymentType: 'card_online' }),
    )
    expect((await cart()).body.data).toMatchObject({
      discount: 0,
      promoProblem: en.offer.refused.used,
    })
    op.clock.advance(DEFAULT_ORDER_LIMITS.payMinutes * 60_000)
    await op.settle()
    expect((await cart()).body.data).toMatchObject({ discount: 500, promoProblem: null })
    expect(await csvRows(offer.id)).toEqual([[code, 'free', '']])
  })

  it('a generated code cannot become an offer’s own code', async () => {
    const { rows } = await flyer(1)
    const clash = await op.operator('POST', '/offers', manager, { ...OFFER, code: rows[0]![0] })
    expect(clash.status).toBe(409)
    expect(errorsOf(clash)).toEqual({ code: en.operator.offers.field.codeTaken })
  })
})
