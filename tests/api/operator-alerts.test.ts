import { createHmac } from 'node:crypto'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { logMailer, type Mail } from '../../server/api/mail'
import site from '../../server/db/seed/data/site.json'
import { useApi } from '../support/api'
import { logCapture } from '../support/auth'
import { engines } from '../support/databases'
import { operatorClient } from '../support/operator'
import { delivery, line, newKey, pickup } from '../support/shop'

const ENGINES = await engines()
const SECRET = 'webhook-secret-0123456789'

type Hook = { headers: IncomingMessage['headers']; body: string }

/** A webhook receiver on 127.0.0.1 that answers `status` (or never, for `hang`). */
async function receiver(answer: number | 'hang' = 204) {
  const hooks: Hook[] = []
  const server: Server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      hooks.push({ headers: req.headers, body })
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
  const setup = async (answer: number | 'hang' = 204, timeoutMs?: number) => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'mail-')), 'outbox.jsonl')
    const mailLog = logCapture()
    const hook = await receiver(answer)
    receivers.push(hook)
    const op = operatorClient(t, {
      deps: {
        mailer: logMailer(mailLog.log, outbox),
        orderWebhook: { url: hook.url, secret: SECRET, ...(timeoutMs ? { timeoutMs } : {}) },
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
      `2 × ${order.lines[0]!.name}`,
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
    const { op, hook, mails } = await setup(answer, 1500)
    const customer = await op.signUp()
    const started = performance.now()
    const reply = await op.place(customer.token, pickup([line('set-sakura')]))
    expect(reply.status).toBe(201)
    expect(performance.now() - started).toBeLessThan(1000)
    await op.api.alerts.settled()
    expect(hook.hooks).toHaveLength(1)
    expect(mails()).toHaveLength(1)
    expect(op.lines.filter((l) => l.msg === 'order webhook failed')).toMatchObject([
      { orderId: reply.body.data.order.id },
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
