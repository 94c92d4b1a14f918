import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { invoices } from '#server/db/schema'
import type { Company } from '#shared/company'
import type { Invoice } from '#shared/contract/operator/invoices'
import { useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { mailOutbox } from '#tests/support/mail'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { type Customer, delivery, line, pickup } from '#tests/support/shop'

// Issue 33: company invoices. A customer asks for one at checkout (the ЕИК's check digits are
// checked on its field), the company is kept for next time, and the order says so to the kitchen;
// a manager issues each invoice once, numbered without gaps however many requests race, and the
// accountant gets the CSV.

const ENGINES = await engines()

const ACME: Company = {
  name: 'Акме ЕООД',
  eik: '831919536',
  vatNumber: 'BG831919536',
  address: 'София, бул. Витоша 1',
  manager: 'Иван Петров',
}

type One<T> = { data: T }

describe.each(ENGINES)('company invoices on %s', (engine) => {
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

  const place = (body: Record<string, unknown>) => op.place(customer.token, body)
  /** A cash pickup asking for an invoice, completed by the kitchen: its id. */
  const completedOrder = async (company: Company | null = ACME) => {
    const reply = await place(pickup([line('set-sakura')], { invoice: company }))
    expect(reply.status, reply.text).toBe(201)
    const { id } = reply.body.data.order
    await op.advance(id, 'accepted', 'cooking', 'ready_for_pickup', 'completed')
    return id
  }
  const issue = (orderId: number, token = manager) =>
    op.json<One<Invoice>>('POST', `/api/operator/orders/${orderId}/invoice`, token, {})
  const asNumber = (invoice: Invoice) => Number(invoice.number)

  it('refuses a ЕИК whose check digit is wrong on its field, and keeps a right one for next time', async () => {
    const wrong = await place(
      delivery([line('set-sakura')], {
        invoice: { ...ACME, eik: '831919537', vatNumber: 'DE123' },
      }),
    )
    expect(wrong.status, wrong.text).toBe(422)
    const errors = (wrong.body as unknown as { errors: Record<string, string> }).errors
    expect(errors['invoice.eik']).toBe(en.validation.eik)
    expect(errors['invoice.vatNumber']).toBe(en.validation.vatNumber)
    expect(Object.keys(errors).sort()).toEqual(['invoice.eik', 'invoice.vatNumber'])

    // Typed with spaces, as copied from a registry extract.
    const right = await place(
      delivery([line('set-sakura')], { invoice: { ...ACME, eik: '831 919 536' } }),
    )
    expect(right.status, right.text).toBe(201)
    const { order } = right.body.data
    expect(order.invoice).toEqual({ company: ACME, number: null })
    const saved = await op.json<One<Company | null>>('GET', '/api/profile/company', customer.token)
    expect(saved.body.data).toEqual(ACME)

    // A branch's thirteen digits are checked too.
    const branch = await op.json('POST', '/api/profile/company', customer.token, {
      ...ACME,
      eik: '8319195360015',
    })
    expect(branch.status).toBe(422)
    expect((branch.body as { errors: Record<string, string> }).errors.eik).toBe(en.validation.eik)
  })

  it('tells the kitchen: the board card, the order and the e-mail say an invoice is asked for', async () => {
    const id = await completedOrder()
    const board = await op.json<{ data: { id: number; invoiceRequested: boolean }[] }>(
      'GET',
      '/api/operator/orders?sort=newest',
      await op.staffOf('kitchen'),
    )
    expect(board.body.data.find((o) => o.id === id)?.invoiceRequested).toBe(true)
    const plain = await completedOrder(null)
    const again = await op.json<{ data: { id: number; invoiceRequested: boolean }[] }>(
      'GET',
      '/api/operator/orders?sort=newest',
      await op.staffOf('kitchen'),
    )
    expect(again.body.data.find((o) => o.id === plain)?.invoiceRequested).toBe(false)
    await op.settle()
    const mail = mails().find((m) => m.subject.includes(String(id)))!
    expect(mail.text).toContain('Поискана фактура: Акме ЕООД, ЕИК 831919536')
    expect(mails().find((m) => m.subject.includes(String(plain)))!.text).not.toContain('фактура')
  })

  it('gives 20 invoices issued at once 20 consecutive numbers, none twice, none skipped', async () => {
    const orders: number[] = []
    for (let i = 0; i < 20; i++) orders.push(await completedOrder())
    const replies = await Promise.all(orders.map((id) => issue(id)))
    for (const reply of replies) expect(reply.status, reply.text).toBe(201)
    const numbers = replies.map((r) => asNumber(r.body.data)).sort((a, b) => a - b)
    const first = numbers[0]!
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i))
    for (const reply of replies) expect(reply.body.data.number).toMatch(/^\d{10}$/)
    // The list no longer offers them, and shows them issued.
    const list = await op.json<{
      data: { toIssue: { orderId: number }[]; issued: { orderId: number; number: string }[] }
    }>('GET', '/api/operator/invoices', manager)
    expect(list.body.data.toIssue.filter((o) => orders.includes(o.orderId))).toEqual([])
    expect(list.body.data.issued.filter((i) => orders.includes(i.orderId))).toHaveLength(20)
  })

  it('issues one invoice for an order however many requests race for it, and spends no number', async () => {
    const id = await completedOrder()
    const replies = await Promise.all(Array.from({ length: 20 }, () => issue(id)))
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1)
    expect(replies.filter((r) => r.status === 200)).toHaveLength(19)
    expect(new Set(replies.map((r) => r.body.data.number)).size).toBe(1)
    expect(await t.db.select().from(invoices).where(eq(invoices.orderId, id))).toHaveLength(1)
    const next = await issue(await completedOrder())
    expect(asNumber(next.body.data)).toBe(asNumber(replies[0]!.body.data) + 1)
    // The customer's order page names the invoice.
    const mine = await op.order(customer.token, id)
    expect(mine.body.data.invoice).toEqual({
      company: ACME,
      number: replies[0]!.body.data.number,
    })
  })

  it('issues only what was asked for and is due, and only to managers', async () => {
    const unpaid = await place(pickup([line('set-sakura')], { invoice: ACME }))
    const unpaidId = unpaid.body.data.order.id
    const early = await issue(unpaidId)
    expect(early.status).toBe(409)
    expect((early.body as unknown as { message: string }).message).toBe(
      en.operator.invoices.not_due,
    )
    const none = await issue(await completedOrder(null))
    expect(none.status).toBe(409)
    expect((none.body as unknown as { message: string }).message).toBe(
      en.operator.invoices.not_requested,
    )
    const due = await completedOrder()
    expect((await issue(due, await op.staffOf('kitchen'))).status).toBe(403)
    expect(
      (await op.json('GET', '/api/operator/invoices', await op.staffOf('kitchen'))).status,
    ).toBe(403)
    expect((await op.json('POST', `/api/operator/orders/${due}/invoice`, null, {})).status).toBe(
      401,
    )
    expect((await issue(999_999)).status).toBe(404)
  })

  it('prints the VAT taken out of the gross prices, in Bulgarian, at the rate an admin sets', async () => {
    const id = await completedOrder()
    const { data: invoice } = (await issue(id)).body
    const order = (await op.order(customer.token, id)).body.data
    expect(invoice.total).toBe(order.total)
    expect(invoice.vatRate).toBe(20)
    expect(invoice.base + invoice.vat).toBe(invoice.total)
    expect(invoice.base).toBe(Math.round((order.total * 100) / 120))
    expect(invoice.lines.reduce((sum, l) => sum + l.base, 0)).toBe(invoice.base)
    // The dish by its Bulgarian name, whatever language the customer ordered in.
    expect(invoice.lines[0]!.description).toMatch(/[А-Яа-я]/)
    expect(invoice.buyer).toEqual(ACME)
    expect(invoice.suppliedAt).toBe(op.clock.now.toISOString())

    const rate = (vatRate: unknown, token: string) =>
      op.json('POST', '/api/operator/invoices/settings', token, { vatRate })
    expect((await rate(9, manager)).status).toBe(403)
    const admin = await op.staffOf('admin')
    expect((await rate(9, admin)).status).toBe(200)
    const nine = (await issue(await completedOrder())).body.data
    expect(nine.vatRate).toBe(9)
    expect(nine.base).toBe(Math.round((nine.total * 100) / 109))
    expect((await rate(20, admin)).status).toBe(200)
  })

  it("exports the accountant's CSV: UTF-8 with a BOM, one row per invoice issued in the range", async () => {
    const id = await completedOrder()
    const { data: invoice } = (await issue(id)).body
    const day = '2026-11-24'
    const reply = await op.json(
      'GET',
      `/api/operator/invoices/export?from=${day}&to=${day}`,
      manager,
    )
    expect(reply.status, reply.text).toBe(200)
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="invoices-${day}-${day}.csv"`,
    )
    // Read as bytes: a text decoder would drop the byte order mark this test is about.
    const raw = await op.api.request(`/api/operator/invoices/export?from=${day}&to=${day}`, {
      headers: { Authorization: `Bearer ${manager}`, 'Accept-Language': 'en' },
    })
    const bytes = new Uint8Array(await raw.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = reply.text.trimEnd().split('\r\n')
    expect(rows[0]).toBe(
      'Number;Date of issue;Date of supply;Buyer;ЕИК;VAT number;Tax base;VAT;Total;Order',
    )
    const euros = (cents: number) =>
      `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`
    expect(rows).toContain(
      [
        invoice.number,
        '24.11.2026',
        '24.11.2026',
        ACME.name,
        ACME.eik,
        ACME.vatNumber,
        euros(invoice.base),
        euros(invoice.vat),
        euros(invoice.total),
        id,
      ].join(';'),
    )
    // Every invoice of the day, each once.
    const all = await t.db.select({ number: invoices.number }).from(invoices)
    expect(rows).toHaveLength(all.length + 1)
    const before = await op.json(
      'GET',
      '/api/operator/invoices/export?from=2026-11-01&to=2026-11-23',
      manager,
    )
    expect(before.text.trimEnd().split('\r\n')).toHaveLength(1)
    const backwards = await op.json(
      'GET',
      `/api/operator/invoices/export?from=${day}&to=2026-11-01`,
      manager,
    )
    expect(backwards.status).toBe(422)
    expect((backwards.body as { errors: Record<string, string> }).errors.to).toBe(
      en.operator.invoices.badRange,
    )
  })

  it('lets the customer change and forget the company', async () => {
    const changed = await op.json<One<Company>>('POST', '/api/profile/company', customer.token, {
      ...ACME,
      vatNumber: '',
    })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.data.vatNumber).toBe('')
    const gone = await op.json('DELETE', '/api/profile/company', customer.token)
    expect(gone.status).toBe(200)
    const after = await op.json<One<Company | null>>('GET', '/api/profile/company', customer.token)
    expect(after.body.data).toBeNull()
  })
})
