import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { Mail } from '#server/api/mail'
import type { OrderWebhook } from '#server/api/orders/webhook'
import site from '#server/db/seed/data/site.json'
import { ORDER_WEBHOOK } from '#server/jobs/kinds'
import { LANGS } from '#shared/locales'
import { formatPrice } from '#shared/money'
import { send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { mailOutbox } from '#tests/support/mail'
import { offerFields } from '#tests/support/offers'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { seedProduct } from '#tests/support/seed'
import { delivery, line, newKey, pickup, seedOption } from '#tests/support/shop'

const ENGINES = await engines()
const SECRET = 'webhook-secret-0123456789'

type Hook = { headers: IncomingMessage['headers']; body: string }
type Answer = number | 'hang'
type WebhookOptions = Omit<OrderWebhook, 'url' | 'secret'>
/** Every attempt a failing receiver gets: the first and the kind's retries (jobs/kinds.ts). */
const ATTEMPTS = (ORDER_WEBHOOK.retry?.retryLimit ?? 0) + 1

/**
 * A webhook receiver on 127.0.0.1: the n-th request gets the n-th answer, a status or none for
 * `hang`, and every later one the last answer.
 */
/** The webhook requests about one order. */
const hooksOf = (hooks: Hook[], orderId: number) =>
  hooks.filter((h) => JSON.parse(h.body).order.id === orderId)

/**
 * A webhook receiver giving each order's attempts `answers` in turn (then the last): a file's tests
 * share the database and its jobs, so an earlier test's retries may arrive here too.
 */
async function receiver(...answers: Answer[]) {
  const hooks: Hook[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      hooks.push({ headers: req.headers, body })
      const attempt = hooksOf(hooks, JSON.parse(body).order.id).length
      const answer = answers[Math.min(attempt, answers.length) - 1] ?? 204
      if (answer !== 'hang') res.writeHead(answer).end()
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`
  return {
    hooks,
    url,
    close() {
      server.closeAllConnections()
      server.close()
    },
  }
}

/** The mails about one order (a file's orders share the database, and its jobs). */
const mailsOf = (mails: Mail[], orderId: number) =>
  mails.filter((m) => m.subject.endsWith(`№${orderId}`))

describe.each(ENGINES)('new-order alerts on %s', (engine) => {
  const t = useApi(engine)
  const receivers: { close: () => void }[] = []
  afterAll(() => {
    for (const r of receivers) r.close()
  })

  /** The shop with the mail stand-in writing to an outbox, and a webhook receiver. */
  const setup = async (answers: Answer[] = [204], webhook: WebhookOptions = {}) => {
    const { mailer, mails, log: mailLog } = mailOutbox()
    const hook = await receiver(...answers)
    receivers.push(hook)
    const op = operatorClient(t, {
      deps: { mailer, orderWebhook: { url: hook.url, secret: SECRET, ...webhook } },
    })
    return { op, hook, mails, mailLog }
  }

  it('mails a cash order to email_admin: the log line names the order number only', async () => {
    const { op, mails, mailLog } = await setup()
    const customer = await op.signUp()
    await op.updateProfile(customer.token, { name: 'Elena', surname: 'Petrova' })
    const { order } = await op.placed(
      customer.token,
      delivery([line('filadelfiia-klasik', 2, { 'unagi-sauce': 1 })], { comment: 'Ring twice' }),
    )
    await op.settle()
    const [mail, ...more] = mails().filter((m) => m.subject.endsWith(`№${order.id}`))
    expect(more).toEqual([])
    expect(mail).toMatchObject({
      to: site.settings.email_admin,
      subject: `Нова поръчка №${order.id}`,
    })
    for (const part of [
      'Elena Petrova',
      `+${customer.phone}`,
      '22 Graf Ignatiev St, A, 3, 7',
      'Коментар: Ring twice',
      `2 × ${seedProduct('filadelfiia-klasik').name.bg}`,
    ]) {
      expect(mail!.text).toContain(part)
    }
    const lines = mailLog.lines.filter((l) => l.msg === 'mail')
    expect(lines).toEqual([
      { level: 30, time: expect.any(Number), event: 'mail', subject: mail!.subject, msg: 'mail' },
    ])
    const logged = [...mailLog.raw, ...op.raw].join('\n')
    for (const personal of [customer.phone, 'Elena', 'Petrova', 'Graf Ignatiev']) {
      expect(logged).not.toContain(personal)
    }
  })

  it.each(LANGS)(
    'an order placed in %s is mailed wholly in Bulgarian, the staff language',
    async (lang) => {
      const { op, mails } = await setup()
      // The customer's own name is theirs, in whatever script: here Cyrillic, like the rest.
      const customer = await op.signUp({ name: 'Анна' })
      const reply = await send<{ data: { order: { id: number } } }>(op.api, '/api/orders', {
        method: 'POST',
        lang,
        headers: {
          Authorization: `Bearer ${customer.token}`,
          'Content-Type': 'application/json',
          'Idempotency-Key': newKey(),
        },
        body: JSON.stringify(delivery([line('filadelfiia-klasik', 2, { 'unagi-sauce': 1 })])),
      })
      expect(reply.status, reply.text).toBe(201)
      await op.settle()
      const [mail] = mails().filter((m) => m.subject.endsWith(`№${reply.body.data.order.id}`))
      const dish = seedProduct('filadelfiia-klasik').name
      const sauce = seedOption('unagi-sauce').name
      expect(mail!.text).toContain(`2 × ${dish.bg} — `)
      expect(mail!.text).toContain(`+ ${sauce.bg} × 1`)
      expect(mail!.text).toContain('Алергени: ')
      for (const other of LANGS.filter((l) => l !== 'bg')) {
        expect(mail!.text).not.toContain(dish[other])
        expect(mail!.text).not.toContain(sauce[other])
      }
      // Nothing but Cyrillic words, figures and punctuation, the customer's own words aside.
      expect(mail!.text.replace(/Graf Ignatiev|St\b|\bA\b/g, '')).not.toMatch(/[A-Za-z]{2,}/)
    },
  )

  it('a card order is announced once paid, never when placed; a replayed request not again', async () => {
    const { op, mails, hook } = await setup()
    const customer = await op.signUp()
    const key = newKey()
    const card = { ...pickup([line('set-sakura')]), paymentType: 'card_online' }
    const placed = await op.place(customer.token, card, key)
    const cardId = placed.body.data.order.id
    await op.settle()
    expect(mailsOf(mails(), cardId)).toEqual([])
    expect(hooksOf(hook.hooks, cardId)).toEqual([])
    await op.payByCard(placed.body.data.payment!.redirectUrl)
    await op.settle()
    expect(mailsOf(mails(), cardId).map((m) => m.subject)).toEqual([`Нова поръчка №${cardId}`])
    expect(hooksOf(hook.hooks, cardId)).toHaveLength(1)

    const cashKey = newKey()
    const cash = pickup([line('set-sakura')])
    const first = await op.place(customer.token, cash, cashKey)
    expect(first.status).toBe(201)
    expect((await op.place(customer.token, cash, cashKey)).status).toBe(200)
    await op.settle()
    const cashId = first.body.data.order.id
    expect(mailsOf(mails(), cashId)).toHaveLength(1)
    expect(hooksOf(hook.hooks, cashId)).toHaveLength(1)
  })

  it('the mail and the webhook carry the discount of a code, its line in Bulgarian', async () => {
    const { op, hook, mails } = await setup()
    const manager = (await op.member('manager')).token
    const code = `MAIL-${engine.toUpperCase()}`
    const name = { bg: 'Флаер', ru: 'Флаер', en: 'Flyer', uk: 'Флаєр' }
    const added = await op.operator(
      'POST',
      '/offers',
      manager,
      offerFields({ name, kind: 'order_amount', value: 250, code }),
    )
    expect(added.status, added.text).toBe(201)
    const customer = await op.signUp()
    const { order } = await op.placed(
      customer.token,
      delivery([line('set-sakura')], { promoCode: code.toLowerCase() }),
    )
    await op.settle()
    const [mail] = mailsOf(mails(), order.id)
    expect(mail!.text).toContain(`Отстъпка Флаер · ${code}: −${formatPrice(250, 'bg')}`)
    const body = JSON.parse(hooksOf(hook.hooks, order.id)[0]!.body)
    expect(body.order).toMatchObject({ discount: 250, offers: [{ code, amount: 250, name }] })
  })

  it('posts the order to the webhook as JSON, signed with HMAC-SHA256 over the time and body', async () => {
    const { op, hook } = await setup()
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    await op.settle()
    const [request] = hooksOf(hook.hooks, order.id)
    expect(request!.headers['content-type']).toBe('application/json')
    const signature = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(request!.headers['x-signature']))
    expect(signature).not.toBeNull()
    const [, time, mac] = signature!
    expect(Number(time)).toBe(Math.floor(op.clock.now.getTime() / 1000))
    expect(mac).toBe(createHmac('sha256', SECRET).update(`${time}.${request!.body}`).digest('hex'))
    const body = JSON.parse(request!.body)
    expect(body).toMatchObject({
      event: 'order.new',
      sentAt: op.clock.now.toISOString(),
      order: { id: order.id, status: 'new', total: order.total, lines: [{ quantity: 1 }] },
      customer: { phone: customer.phone },
    })
  })

  it.each([
    ['answers 500', 500 as const],
    ['never answers', 'hang' as const],
  ])('a webhook that %s neither blocks nor fails the order; it is logged', async (_, answer) => {
    // The webhook may take 1.5 s; the customer's answer may not wait for it.
    const { op, hook, mails } = await setup([answer], { timeoutMs: 1500 })
    const customer = await op.signUp()
    const started = performance.now()
    const reply = await op.place(customer.token, pickup([line('set-sakura')]))
    expect(reply.status).toBe(201)
    expect(performance.now() - started).toBeLessThan(1000)
    const id = reply.body.data.order.id
    expect(hooksOf(hook.hooks, id)).toEqual([])
    await op.settle()
    expect(hooksOf(hook.hooks, id)).toHaveLength(1)
    expect(mailsOf(mails(), id)).toHaveLength(1)
    expect(op.lines.filter((l) => l.msg === 'order webhook attempt failed')).toMatchObject([
      { orderId: id, attempt: 1, reason: answer === 'hang' ? 'timeout' : 500 },
    ])
  })

  /** The webhook's log lines for one order: event, attempt, reason and level, in order. */
  const attempts = (lines: Record<string, unknown>[], orderId: number) =>
    lines
      .filter((l) => l.orderId === orderId && String(l.event).startsWith('order_webhook'))
      .map(({ event, attempt, reason, level }) => ({ event, attempt, reason, level }))

  /** Settles, then moves the clock past every retry delay (at most 10 min) and again, `times`. */
  const retries = async (op: OperatorClient, times: number) => {
    await op.settle()
    for (let i = 0; i < times; i++) {
      op.clock.advance(ORDER_WEBHOOK.retry!.retryDelayMax! * 1000)
      await op.settle()
    }
  }

  it('tries a failing receiver again after a wait: the same body, signed at each attempt', async () => {
    const { op, hook } = await setup([500, 503, 204])
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await op.settle()
    expect(hooksOf(hook.hooks, order.id)).toHaveLength(1)
    // Not before its delay: a second after the first attempt, by the shop's clock.
    op.clock.advance(1000 * 2)
    await op.settle()
    expect(hooksOf(hook.hooks, order.id)).toHaveLength(2)
    await retries(op, 1)
    const sent = hooksOf(hook.hooks, order.id)
    expect(sent).toHaveLength(3)
    const [first] = sent
    const times = new Set<string>()
    for (const request of sent) {
      expect(request.body).toBe(first!.body)
      const [, time, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
        String(request.headers['x-signature']),
      )!
      expect(mac).toBe(createHmac('sha256', SECRET).update(`${time}.${request.body}`).digest('hex'))
      times.add(time!)
    }
    expect(times.size).toBe(3)
    const failed = { event: 'order_webhook_failed', level: 40 }
    expect(attempts(op.lines, order.id)).toEqual([
      { ...failed, attempt: 1, reason: 500 },
      { ...failed, attempt: 2, reason: 503 },
      { event: 'order_webhook_sent', attempt: 3, reason: undefined, level: 30 },
    ])
    const logged = op.raw.join('\n')
    expect(logged).not.toContain(hook.url)
    expect(logged).not.toContain(SECRET)
  })

  it.each([
    [400, 'a 4xx: the receiver refuses the order'],
    [302, 'a redirect: the order goes to the configured address only'],
  ])('%i is one attempt, no retry (%s)', async (status) => {
    const { op, hook } = await setup([status])
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await retries(op, 2)
    expect(hooksOf(hook.hooks, order.id)).toHaveLength(1)
    expect(attempts(op.lines, order.id)).toEqual([
      { event: 'order_webhook_failed', attempt: 1, reason: status, level: 50 },
    ])
  })

  it.each([429, 408])('%i (come back later) is retried', async (status) => {
    const { op, hook } = await setup([status, 204])
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await retries(op, 1)
    expect(hooksOf(hook.hooks, order.id)).toHaveLength(2)
    expect(attempts(op.lines, order.id)).toEqual([
      { event: 'order_webhook_failed', attempt: 1, reason: status, level: 40 },
      { event: 'order_webhook_sent', attempt: 2, reason: undefined, level: 30 },
    ])
  })

  it('a refused connection and a timeout are retried until the retries run out', async () => {
    const closed = await receiver()
    closed.close()
    const op = operatorClient(t, { deps: { orderWebhook: { url: closed.url, secret: SECRET } } })
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await retries(op, ATTEMPTS + 2)
    const failed = { event: 'order_webhook_failed', reason: 'ECONNREFUSED' }
    expect(attempts(op.lines, order.id)).toEqual([
      ...Array.from({ length: ATTEMPTS - 1 }, (_, i) => ({ ...failed, attempt: i + 1, level: 40 })),
      { ...failed, attempt: ATTEMPTS, level: 50 },
    ])

    const slow = await setup(['hang', 204], { timeoutMs: 200 })
    const second = await slow.op.placed(customer.token, pickup([line('set-sakura')]))
    await retries(slow.op, 1)
    expect(hooksOf(slow.hook.hooks, second.order.id)).toHaveLength(2)
    expect(attempts(slow.op.lines, second.order.id).map((l) => l.reason)).toEqual([
      'timeout',
      undefined,
    ])
  })

  it('a mail server that fails is logged; the order and the webhook go on', async () => {
    const hook = await receiver()
    receivers.push(hook)
    const op = operatorClient(t, {
      deps: {
        mailer: {
          name: 'smtp',
          send: async () => {
            throw new Error('connect ECONNREFUSED 127.0.0.1:25')
          },
        },
        orderWebhook: { url: hook.url, secret: SECRET },
      },
    })
    const customer = await op.signUp()
    const reply = await op.place(customer.token, pickup([line('set-sakura')]))
    expect(reply.status).toBe(201)
    const id = reply.body.data.order.id
    await op.settle()
    expect(hooksOf(hook.hooks, id)).toHaveLength(1)
    expect(op.lines.filter((l) => l.msg === 'order mail failed' && l.orderId === id)).toMatchObject(
      [{ orderId: id, via: 'smtp' }],
    )
  })
})
