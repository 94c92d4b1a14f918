import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { logMailer, type Mail } from '#server/api/mail'
import type { OrderWebhook } from '#server/api/orders/webhook'
import site from '#server/db/seed/data/site.json'
import { LANGS } from '#shared/locales'
import { send, useApi } from '../support/api'
import { logCapture } from '../support/auth'
import { engines } from '../support/databases'
import { operatorClient } from '../support/operator'
import { seedProduct } from '../support/seed'
import { delivery, line, newKey, pickup, seedOption } from '../support/shop'

const ENGINES = await engines()
const SECRET = 'webhook-secret-0123456789'

type Hook = { headers: IncomingMessage['headers']; body: string }
type Answer = number | 'hang'
type WebhookOptions = Omit<OrderWebhook, 'url' | 'secret'>

/**
 * A webhook receiver on 127.0.0.1: the n-th request gets the n-th answer, a status or none for
 * `hang`, and every later one the last answer.
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
      const answer = answers[Math.min(hooks.length, answers.length) - 1] ?? 204
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

describe.each(ENGINES)('new-order alerts on %s', (engine) => {
  const t = useApi(engine)
  const receivers: { close: () => void }[] = []
  afterAll(() => {
    for (const r of receivers) r.close()
  })

  /** The shop with the mail stand-in writing to an outbox, and a webhook receiver. */
  const setup = async (answers: Answer[] = [204], webhook: WebhookOptions = {}) => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'mail-')), 'outbox.jsonl')
    const mailLog = logCapture()
    const hook = await receiver(...answers)
    receivers.push(hook)
    const op = operatorClient(t, {
      deps: {
        mailer: logMailer(mailLog.log, outbox),
        orderWebhook: { url: hook.url, secret: SECRET, ...webhook },
      },
    })
    const mails = (): Mail[] =>
      existsSync(outbox)
        ? readFileSync(outbox, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((l) => JSON.parse(l))
        : []
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
    await op.api.alerts.settled()
    const [mail, ...more] = mails()
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
      const customer = await op.signUp()
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
      await op.api.alerts.settled()
      const [mail] = mails()
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
    await op.api.alerts.settled()
    expect(mails()).toEqual([])
    expect(hook.hooks).toEqual([])
    await op.payByCard(placed.body.data.payment!.redirectUrl)
    await op.api.alerts.settled()
    expect(mails().map((m) => m.subject)).toEqual([`Нова поръчка №${placed.body.data.order.id}`])
    expect(hook.hooks).toHaveLength(1)

    const cashKey = newKey()
    const cash = pickup([line('set-sakura')])
    expect((await op.place(customer.token, cash, cashKey)).status).toBe(201)
    expect((await op.place(customer.token, cash, cashKey)).status).toBe(200)
    await op.api.alerts.settled()
    expect(mails()).toHaveLength(2)
    expect(hook.hooks).toHaveLength(2)
  })

  it('posts the order to the webhook as JSON, signed with HMAC-SHA256 over the time and body', async () => {
    const { op, hook } = await setup()
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, delivery([line('set-sakura')]))
    await op.api.alerts.settled()
    const [request] = hook.hooks
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
    const { op, hook, mails } = await setup([answer], { timeoutMs: 1500, retryDelaysMs: [] })
    const customer = await op.signUp()
    const started = performance.now()
    const reply = await op.place(customer.token, pickup([line('set-sakura')]))
    expect(reply.status).toBe(201)
    expect(performance.now() - started).toBeLessThan(1000)
    await op.api.alerts.settled()
    expect(hook.hooks).toHaveLength(1)
    expect(mails()).toHaveLength(1)
    expect(op.lines.filter((l) => l.msg === 'order webhook failed')).toMatchObject([
      {
        orderId: reply.body.data.order.id,
        attempt: 1,
        reason: answer === 'hang' ? 'timeout' : 500,
      },
    ])
  })

  /** The webhook's log lines for one order: event, attempt, reason and wait, in order. */
  const attempts = (lines: Record<string, unknown>[], orderId: number) =>
    lines
      .filter((l) => l.orderId === orderId && String(l.event).startsWith('order_webhook'))
      .map(({ event, attempt, reason, retryInMs }) => ({ event, attempt, reason, retryInMs }))

  it('tries a failing receiver again after each wait: the same body, signed at each attempt', async () => {
    const { op, hook } = await setup([500, 503, 204], { retryDelaysMs: [10, 20, 40] })
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await op.api.alerts.settled()
    expect(hook.hooks).toHaveLength(3)
    const [first] = hook.hooks
    for (const request of hook.hooks) {
      expect(request.body).toBe(first!.body)
      const [, time, mac] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(
        String(request.headers['x-signature']),
      )!
      expect(mac).toBe(createHmac('sha256', SECRET).update(`${time}.${request.body}`).digest('hex'))
    }
    const failed = { event: 'order_webhook_failed' }
    expect(attempts(op.lines, order.id)).toEqual([
      { ...failed, attempt: 1, reason: 500, retryInMs: 10 },
      { ...failed, attempt: 2, reason: 503, retryInMs: 20 },
      { event: 'order_webhook_sent', attempt: 3, reason: undefined, retryInMs: undefined },
    ])
    const logged = op.raw.join('\n')
    expect(logged).not.toContain(hook.url)
    expect(logged).not.toContain(SECRET)
  })

  it.each([
    [400, 'a 4xx: the receiver refuses the order'],
    [302, 'a redirect: the order goes to the configured address only'],
  ])('%i is one attempt, no retry (%s)', async (status) => {
    const { op, hook } = await setup([status], { retryDelaysMs: [10, 10, 10] })
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await op.api.alerts.settled()
    expect(hook.hooks).toHaveLength(1)
    expect(attempts(op.lines, order.id)).toEqual([
      { event: 'order_webhook_failed', attempt: 1, reason: status, retryInMs: undefined },
    ])
  })

  it.each([429, 408])('%i (come back later) is retried', async (status) => {
    const { op, hook } = await setup([status, 204], { retryDelaysMs: [10, 10] })
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await op.api.alerts.settled()
    expect(hook.hooks).toHaveLength(2)
    expect(attempts(op.lines, order.id)).toEqual([
      { event: 'order_webhook_failed', attempt: 1, reason: status, retryInMs: 10 },
      { event: 'order_webhook_sent', attempt: 2, reason: undefined, retryInMs: undefined },
    ])
  })

  it('a refused connection and a timeout are retried until the waits run out', async () => {
    const closed = await receiver()
    closed.close()
    const op = operatorClient(t, {
      deps: { orderWebhook: { url: closed.url, secret: SECRET, retryDelaysMs: [5, 5] } },
    })
    const customer = await op.signUp()
    const { order } = await op.placed(customer.token, pickup([line('set-sakura')]))
    await op.api.alerts.settled()
    const failed = { event: 'order_webhook_failed', reason: 'ECONNREFUSED' }
    expect(attempts(op.lines, order.id)).toEqual([
      { ...failed, attempt: 1, retryInMs: 5 },
      { ...failed, attempt: 2, retryInMs: 5 },
      { ...failed, attempt: 3, retryInMs: undefined },
    ])

    const slow = await setup(['hang', 204], { timeoutMs: 200, retryDelaysMs: [5] })
    const second = await slow.op.placed(customer.token, pickup([line('set-sakura')]))
    await slow.op.api.alerts.settled()
    expect(slow.hook.hooks).toHaveLength(2)
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
    await op.api.alerts.settled()
    expect(hook.hooks).toHaveLength(1)
    expect(op.lines.filter((l) => l.msg === 'order mail failed')).toMatchObject([
      { orderId: reply.body.data.order.id, via: 'smtp' },
    ])
  })
})
