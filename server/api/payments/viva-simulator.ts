import { randomBytes, randomInt, randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { type Context, Hono } from 'hono'
import { html } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { z } from 'zod'

// A local fake of Viva's Smart Checkout HTTP contract (checklist in viva-smart-checkout.md), so the
// whole flow runs offline. Routes live under basePath; the accounts, API and checkout hosts are all it.

export type SimTransaction = {
  transactionId: string
  orderCode: string
  statusId: string
  /** 5 a card charge, 4 a card refund (Viva's TransactionTypeId). */
  typeId: number
  amountCents: number
  /** How much of a charge was refunded since. */
  refundedCents: number
  currencyCode: string
  merchantTrns: string | null
  customerTrns: string | null
  email: string | null
  fullName: string | null
  insDate: string
}

export type SimOrder = Pick<
  SimTransaction,
  'orderCode' | 'amountCents' | 'merchantTrns' | 'customerTrns' | 'email' | 'fullName'
> & {
  requestLang: string
  sourceCode: string
  expiresAt: number
  cancelled: boolean
  /** The successful transaction, once paid. */
  transactionId?: string
}

const MAX_ATTEMPTS = 24 // Viva: 1 + 23 retries
const TOKEN_SECONDS = 3600

// Values made by raw() are written as bare JSON numbers, beyond what JSON.stringify can write exactly.
const RAW = '\u0000raw:'
const raw = (number: string) => RAW + number
const rawJson = (value: unknown) => JSON.stringify(value).replace(/"\\u0000raw:([-\d.]+)"/g, '$1')
const decimal = (cents: number) => raw(String(cents / 100)) // 1280 → 12.8, exact for integer cents

const OrderRequest = z.object({
  amount: z.number().int().min(30),
  customerTrns: z.string().optional(),
  merchantTrns: z.string().optional(),
  customer: z
    .object({ email: z.string(), fullName: z.string(), requestLang: z.string() })
    .partial()
    .optional(),
  paymentTimeout: z.number().int().min(0).max(432_000).optional(),
  sourceCode: z.string().optional(),
})

function withParams(url: string, params: Record<string, string>): string {
  const target = new URL(url, 'http://relative.invalid')
  for (const [name, value] of Object.entries(params)) target.searchParams.set(name, value)
  return url.startsWith('/') ? target.pathname + target.search : target.href
}

// The hosted page's looks, served as a stylesheet of its own: the shop's CSP (edge/security.ts)
// allows 'self' stylesheets, where an inline <style> without the response's nonce is blocked.
const STYLESHEET = `body{font:1rem/1.5 system-ui,sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem;color:#111}
button{font:inherit;padding:.6rem 1.2rem;margin:.25rem .25rem 0 0;border:2px solid #555;border-radius:.4rem;background:#fff;color:#111}
button:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
`

function page(
  stylesheet: string,
  lang: string,
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
) {
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Viva Wallet simulator</title>
<link rel="stylesheet" href="${stylesheet}">
</head>
<body><main><h1>${title}</h1>${body}<p><small>Local simulator: no card data, no real payment.</small></p></main></body>
</html>`
}

export function createVivaSimulator(options: {
  clientId: string
  clientSecret: string
  merchantId: string
  apiKey: string
  webhookKey?: string
  successUrl: string
  failureUrl: string
  /** delivers a webhook POST to the shop; returns its status. The body is the raw JSON text. */
  deliver: (body: unknown) => Promise<number>
  retryDelaysMs?: number[]
  basePath?: string
  /** the webhook URL written into the envelope's Url */
  webhookUrl?: string
  now?: () => number
}) {
  const now = options.now ?? Date.now
  const delays = options.retryDelaysMs ?? [1000, 5000, 30_000]
  const webhookKey = options.webhookKey ?? randomBytes(20).toString('hex').toUpperCase()
  const orders = new Map<string, SimOrder>()
  const transactions = new Map<string, SimTransaction>()
  const tokens = new Map<string, number>() // token → expiry
  const deliveries = new Set<Promise<void>>()
  let down = false
  /** Retrieve Transaction calls answered: each is a call a real shop pays Viva's latency for. */
  let lookups = 0

  const basicOk = (c: Context, user: string, password: string) =>
    c.req.header('authorization') ===
    `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`
  const bearerOk = (c: Context) => {
    const token = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1]
    return (tokens.get(token ?? '') ?? 0) > now()
  }
  const liveOrder = (ref: string | undefined) => {
    const order = orders.get(ref ?? '')
    if (!order || order.cancelled || (!order.transactionId && order.expiresAt <= now())) return
    return order
  }
  const notFound = (c: Context) =>
    c.html(
      page(
        stylesheet,
        'en',
        'Payment not found',
        html`<p>This payment link is unknown or has expired.</p>`,
      ),
      404,
    )

  function newOrderCode(): string {
    // 16 digits, odd and above 2^53: JSON.parse cannot hold it exactly.
    const code = String(9_007_199_254_740_993n + 2n * BigInt(randomInt(2 ** 47)))
    return orders.has(code) ? newOrderCode() : code
  }

  function addTransaction(
    order: SimOrder,
    statusId: string,
    refund?: { amountCents: number },
  ): SimTransaction {
    const { orderCode, merchantTrns, customerTrns, email, fullName } = order
    const transaction: SimTransaction = {
      ...{ orderCode, merchantTrns, customerTrns, email, fullName },
      amountCents: refund?.amountCents ?? order.amountCents,
      refundedCents: 0,
      typeId: refund ? 4 : 5,
      transactionId: randomUUID(),
      statusId,
      currencyCode: '978',
      insDate: new Date(now()).toISOString(),
    }
    transactions.set(transaction.transactionId, transaction)
    return transaction
  }

  /** 1796 payment created, 1797 reversal (refund) created, 1798 failed. */
  function notify(eventTypeId: 1796 | 1797 | 1798, tx: SimTransaction, order: SimOrder) {
    const messageId = randomUUID()
    const correlationId = randomUUID()
    const envelope = (retryCount: number) =>
      rawJson({
        Url: options.webhookUrl ?? '',
        EventData: {
          TransactionId: tx.transactionId,
          OrderCode: raw(tx.orderCode),
          StatusId: tx.statusId,
          Amount: decimal(tx.amountCents),
          CurrencyCode: tx.currencyCode,
          MerchantTrns: tx.merchantTrns,
          CustomerTrns: tx.customerTrns,
          Email: tx.email,
          FullName: tx.fullName,
          InsDate: tx.insDate,
          MerchantId: options.merchantId,
          SourceCode: order.sourceCode,
          OrderCulture: order.requestLang,
          TransactionTypeId: tx.typeId,
          ResponseEventId: tx.statusId === 'F' ? null : 10051,
          ElectronicCommerceIndicator: tx.statusId === 'F' ? '5' : null,
        },
        Created: new Date(now()).toISOString(),
        CorrelationId: correlationId,
        EventTypeId: eventTypeId,
        Delay: null,
        RetryCount: retryCount,
        RetryDelay: null,
        MessageId: messageId,
        RecipientId: options.merchantId,
        MessageTypeId: 512,
      })
    const run = async () => {
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        if (attempt > 0) {
          const delay = delays[Math.min(attempt - 1, delays.length - 1)] ?? 0
          await sleep(delay, undefined, { ref: false })
        }
        try {
          const status = await options.deliver(envelope(attempt))
          if (status >= 200 && status < 300) return
        } catch {} // a thrown error counts as a failed delivery
      }
    }
    const delivery = run()
    deliveries.add(delivery)
    void delivery.finally(() => deliveries.delete(delivery))
  }

  const basePath = options.basePath ?? '/_viva'
  const stylesheet = `${basePath}/simulator.css`
  const app = new Hono().basePath(basePath)

  app.use('*', async (c, next) => {
    // The hosted page keeps working in an outage: a paid order must still fail closed in the shop.
    if (down && !c.req.path.endsWith('/web/checkout'))
      return c.json({ message: 'Unavailable' }, 503)
    await next()
  })

  app.get('/simulator.css', (c) =>
    c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  )

  app.post('/connect/token', async (c) => {
    if (!basicOk(c, options.clientId, options.clientSecret)) {
      return c.json({ error: 'invalid_client' }, 401)
    }
    const form = await c.req.parseBody()
    if (form.grant_type !== 'client_credentials') {
      return c.json({ error: 'unsupported_grant_type' }, 400)
    }
    const token = randomBytes(24).toString('base64url')
    tokens.set(token, now() + TOKEN_SECONDS * 1000)
    return c.json({
      access_token: token,
      expires_in: TOKEN_SECONDS,
      token_type: 'Bearer',
      scope: 'urn:viva:payments:core:api:redirectcheckout',
    })
  })

  app.post('/checkout/v2/orders', async (c) => {
    if (!bearerOk(c)) return c.body(null, 401)
    const parsed = OrderRequest.safeParse(await c.req.json().catch(() => undefined))
    if (!parsed.success) return c.json({ message: 'Invalid order request' }, 400)
    const { amount, customer = {}, ...rest } = parsed.data
    const orderCode = newOrderCode()
    orders.set(orderCode, {
      orderCode,
      amountCents: amount,
      merchantTrns: rest.merchantTrns ?? null,
      customerTrns: rest.customerTrns ?? null,
      email: customer.email ?? null,
      fullName: customer.fullName ?? null,
      requestLang: customer.requestLang ?? 'en-GB',
      sourceCode: rest.sourceCode ?? 'Default',
      expiresAt: now() + (rest.paymentTimeout ?? 1800) * 1000,
      cancelled: false,
    })
    return c.body(rawJson({ orderCode: raw(orderCode) }), 200, {
      'Content-Type': 'application/json',
    })
  })

  app.get('/web/checkout', (c) => {
    const order = liveOrder(c.req.query('ref'))
    if (!order) return notFound(c)
    c.header('Cache-Control', 'no-store')
    const amount = `€${Math.floor(order.amountCents / 100)}.${String(order.amountCents % 100).padStart(2, '0')}`
    // No action attribute: the form posts back to this URL (ref included); no script needed.
    return c.html(
      page(
        stylesheet,
        order.requestLang,
        'Viva Wallet checkout',
        html`<dl>
<dt>Amount</dt><dd data-testid="viva-amount">${amount}</dd>
<dt>Description</dt><dd>${order.customerTrns ?? ''}</dd>
<dt>Merchant reference</dt><dd>${order.merchantTrns ?? ''}</dd>
</dl>
<form method="post">
<button type="submit" name="action" value="approve" data-testid="viva-approve">Pay</button>
<button type="submit" name="action" value="decline" data-testid="viva-decline">Decline</button>
<button type="submit" name="action" value="cancel" data-testid="viva-cancel">Cancel</button>
</form>`,
      ),
    )
  })

  app.post('/web/checkout', async (c) => {
    const order = liveOrder(c.req.query('ref'))
    if (!order) return notFound(c)
    const action = (await c.req.parseBody()).action
    const common = { s: order.orderCode, lang: order.requestLang }
    const success = (t: string) =>
      c.redirect(withParams(options.successUrl, { t, ...common, eventId: '0', eci: '5' }), 302)
    if (order.transactionId) return success(order.transactionId)
    if (action === 'approve') {
      const tx = addTransaction(order, 'F')
      order.transactionId = tx.transactionId
      notify(1796, tx, order)
      return success(tx.transactionId)
    }
    if (action === 'decline') {
      notify(1798, addTransaction(order, 'E'), order)
      // Viva: "transaction id only if the payment is successful".
      return c.redirect(withParams(options.failureUrl, { ...common, eventId: '10051' }), 302)
    }
    if (action === 'cancel') {
      order.cancelled = true
      return c.redirect(withParams(options.failureUrl, { ...common, eventId: '0' }), 302)
    }
    return c.text('Unknown action', 400)
  })

  app.get('/checkout/v2/transactions/:id', (c) => {
    if (!bearerOk(c)) return c.body(null, 401)
    lookups += 1
    const tx = transactions.get(c.req.param('id'))
    if (!tx) return c.json({ message: 'Transaction not found' }, 404)
    const body = {
      email: tx.email,
      amount: decimal(tx.amountCents),
      orderCode: raw(tx.orderCode),
      statusId: tx.statusId,
      fullName: tx.fullName,
      insDate: tx.insDate,
      cardNumber: tx.statusId === 'F' ? '414746XXXXXX0133' : null,
      currencyCode: tx.currencyCode,
      customerTrns: tx.customerTrns,
      merchantTrns: tx.merchantTrns,
      transactionTypeId: tx.typeId,
      recurringSupport: false,
      totalInstallments: 0,
      currentInstallment: 0,
    }
    return c.body(rawJson(body), 200, { 'Content-Type': 'application/json' })
  })

  // Cancel Transaction: refunds up to what is left of a completed charge, as a new transaction.
  app.delete('/api/transactions/:id', (c) => {
    if (!basicOk(c, options.merchantId, options.apiKey)) return c.body(null, 401)
    const charge = transactions.get(c.req.param('id'))
    const order = orders.get(charge?.orderCode ?? '')
    if (!charge || !order || charge.typeId !== 5) {
      return c.json({ ErrorCode: 404, ErrorText: 'Transaction not found', Success: false }, 404)
    }
    const amount = Number(c.req.query('amount'))
    const left = charge.amountCents - charge.refundedCents
    if (
      !['F', 'R'].includes(charge.statusId) ||
      !Number.isSafeInteger(amount) ||
      amount < 1 ||
      amount > left
    ) {
      return c.json({ ErrorCode: 403, ErrorText: 'Amount cannot be refunded', Success: false }, 400)
    }
    const refund = addTransaction(order, 'F', { amountCents: amount })
    charge.refundedCents += amount
    charge.statusId = 'R'
    notify(1797, refund, order)
    const answer = {
      TransactionId: refund.transactionId,
      StatusId: 'F',
      Amount: decimal(amount),
      ErrorCode: 0,
      ErrorText: null,
      TimeStamp: refund.insDate,
      Success: true,
    }
    return c.body(rawJson(answer), 200, { 'Content-Type': 'application/json' })
  })

  app.get('/api/messages/config/token', (c) => {
    if (!basicOk(c, options.merchantId, options.apiKey)) return c.body(null, 401)
    return c.json({ Key: webhookKey })
  })

  return {
    app,
    outage(on: boolean) {
      down = on
    },
    transactions,
    orders,
    transactionLookups: () => lookups,
    async pendingDeliveries() {
      while (deliveries.size > 0) await Promise.all(deliveries)
    },
  }
}
