import { z } from 'zod'

// Viva Wallet Smart Checkout (docs: /work/shared/viva-smart-checkout.md): OAuth2 token, create order,
// hosted page URL, retrieve transaction, refund and the webhook verification key.

export type VivaConfig = {
  accountsUrl: string
  apiUrl: string
  checkoutUrl: string
  clientId: string
  clientSecret: string
  merchantId: string
  apiKey: string
  sourceCode: string
  fetch?: (input: string, init?: RequestInit) => Promise<Response>
  timeoutMs?: number
  now?: () => number
}

export type VivaTransaction = {
  transactionId: string
  orderCode: string
  statusId: string
  amountCents: number
  currencyCode: string
  merchantTrns: string | null
  customerTrns: string | null
  email: string | null
  fullName: string | null
  insDate: string | null
}

export type VivaClient = ReturnType<typeof createVivaClient>

/** Upstream status for an HTTP answer; 504 when Viva timed out, 502 when unreachable or malformed. */
export class VivaError extends Error {
  override name = 'VivaError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function vivaHosts(environment: 'demo' | 'live') {
  const demo = environment === 'demo' ? 'demo-' : ''
  return {
    accountsUrl: `https://${demo}accounts.vivapayments.com`,
    apiUrl: `https://${demo}api.vivapayments.com`,
    checkoutUrl: demo ? 'https://demo.vivapayments.com' : 'https://www.vivapayments.com',
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const ORDER_CODE = /^\d{1,19}$/ // int64, usually 16 digits
const TOKEN_MARGIN_MS = 60_000 // refresh a minute early, like sebdesign's client

/** JSON.parse with every number kept as its source text: order codes exceed 2^53. */
export function parseExactJson(text: string): unknown {
  return JSON.parse(
    text.replace(/"(?:[^"\\]|\\.)*"|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g, (token, number) =>
      number === undefined ? token : `"${number}"`,
    ),
  )
}

/** '12.8' → 1280 by string arithmetic; undefined for anything that is not whole cents. */
export function decimalToCents(decimal: string): number | undefined {
  const match = /^(\d{1,13})(?:\.(\d{1,2})0*)?$/.exec(decimal)
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const digits = z.string().regex(ORDER_CODE)
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? null)
const TokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number() })
const TransactionAnswer = z.object({
  orderCode: digits,
  statusId: z.string(),
  amount: z.string().transform((value, ctx) => {
    const cents = decimalToCents(value)
    if (cents === undefined) ctx.addIssue({ code: 'custom', message: 'amount' })
    return cents ?? 0
  }),
  currencyCode: z.string(),
  merchantTrns: optionalText,
  customerTrns: optionalText,
  email: optionalText,
  fullName: optionalText,
  insDate: optionalText,
})

const RefundAnswer = z.object({
  TransactionId: z.string().regex(UUID),
  StatusId: z.string(),
  ErrorCode: z.coerce.number(),
})

function read<S extends z.ZodType>(what: string, text: string, schema: S): z.output<S> {
  let value: unknown
  try {
    value = parseExactJson(text)
  } catch {}
  const result = schema.safeParse(value)
  // Never the raw body: it can carry customer data.
  if (!result.success) throw new VivaError(502, `Viva ${what} answer is malformed`)
  return result.data
}

/** Settles with `work` or rejects when the signal fires, even if `work` ignores the signal. */
function race<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

export function createVivaClient(config: VivaConfig) {
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init))
  const timeoutMs = config.timeoutMs ?? 10_000
  const now = config.now ?? Date.now
  let token: { value: string; refreshAt: number } | undefined
  let tokenRequest: Promise<string> | undefined

  async function send(what: string, url: string, init: RequestInit): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      const signal = AbortSignal.timeout(timeoutMs)
      try {
        const response = await race(doFetch(url, { ...init, signal }), signal)
        if (!response.ok) {
          await response.body?.cancel().catch(() => {})
          throw new VivaError(response.status, `Viva ${what} answered ${response.status}`)
        }
        return await race(response.text(), signal)
      } catch (error) {
        if (error instanceof VivaError) throw error
        if (signal.aborted) throw new VivaError(504, `Viva ${what} timed out`)
        // One retry, GET only: a POST may have reached Viva and must not run twice.
        if (init.method === 'GET' && attempt === 1) continue
        throw new VivaError(502, `Viva ${what} unreachable`)
      }
    }
  }

  async function requestToken(): Promise<string> {
    const text = await send('token', `${config.accountsUrl}/connect/token`, {
      method: 'POST',
      headers: {
        Authorization: basic(config.clientId, config.clientSecret),
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    })
    const answer = read('token', text, TokenAnswer)
    token = {
      value: answer.access_token,
      refreshAt: now() + answer.expires_in * 1000 - TOKEN_MARGIN_MS,
    }
    return answer.access_token
  }

  function bearer(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value)
    // Concurrent callers share one token request.
    tokenRequest ??= requestToken().finally(() => {
      tokenRequest = undefined
    })
    return tokenRequest
  }

  async function withBearer(what: string, url: string, init: RequestInit): Promise<string> {
    const value = await bearer()
    try {
      return await send(what, url, {
        ...init,
        headers: { ...init.headers, Authorization: `Bearer ${value}` },
      })
    } catch (error) {
      if (error instanceof VivaError && error.status === 401) token = undefined
      throw error
    }
  }

  return {
    async createOrder(input: {
      amountCents: number
      merchantTrns: string
      customerTrns: string
      customer: {
        email?: string
        fullName: string
        phone: string
        requestLang: string
        countryCode: string
      }
      paymentTimeoutSeconds?: number
    }): Promise<{ orderCode: string }> {
      // sebdesign types amount as int<30,max>: integer cents, 30 at least.
      if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 30) {
        throw new RangeError('amountCents must be an integer of at least 30')
      }
      const { email, fullName, phone, requestLang, countryCode } = input.customer
      const text = await withBearer('create order', `${config.apiUrl}/checkout/v2/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: input.amountCents,
          customerTrns: input.customerTrns,
          customer: { email, fullName, phone, countryCode, requestLang },
          paymentTimeout: input.paymentTimeoutSeconds ?? 1800,
          sourceCode: config.sourceCode,
          merchantTrns: input.merchantTrns,
        }),
      })
      return read('create order', text, z.object({ orderCode: digits }))
    },

    checkoutUrl(orderCode: string, options: { color?: string } = {}): string {
      if (!ORDER_CODE.test(orderCode)) throw new RangeError('orderCode must be digits')
      const query = new URLSearchParams({ ref: orderCode })
      const color = options.color?.replace(/^#/, '')
      if (color !== undefined) {
        if (!/^[0-9a-f]{6}$/i.test(color)) throw new RangeError('color must be 6 hex digits')
        query.set('color', color)
      }
      return `${config.checkoutUrl}/web/checkout?${query}`
    },

    async retrieveTransaction(transactionId: string): Promise<VivaTransaction> {
      if (!UUID.test(transactionId)) throw new RangeError('transactionId must be a uuid')
      const url = `${config.apiUrl}/checkout/v2/transactions/${transactionId}`
      const text = await withBearer('transaction', url, { method: 'GET' })
      const { amount, ...rest } = read('transaction', text, TransactionAnswer)
      return { transactionId, ...rest, amountCents: amount }
    },

    /**
     * Refunds (or, the same day, cancels) a payment: Viva's Cancel Transaction,
     * `DELETE /api/transactions/{id}?amount={cents}` with the merchant id and API key, like the
     * webhook key. Viva answers the new transaction; the event 1797 follows by webhook. Never
     * retried here: a refund that reached Viva must not run twice.
     */
    async refundTransaction(
      transactionId: string,
      amountCents: number,
    ): Promise<{ refundTransactionId: string }> {
      if (!UUID.test(transactionId)) throw new RangeError('transactionId must be a uuid')
      if (!Number.isSafeInteger(amountCents) || amountCents < 1) {
        throw new RangeError('amountCents must be a positive integer')
      }
      const query = new URLSearchParams({ amount: String(amountCents) })
      const url = `${config.checkoutUrl}/api/transactions/${transactionId}?${query}`
      const text = await send('refund', url, {
        method: 'DELETE',
        headers: { Authorization: basic(config.merchantId, config.apiKey) },
      })
      const answer = read('refund', text, RefundAnswer)
      if (answer.ErrorCode !== 0 || answer.StatusId !== 'F') {
        throw new VivaError(502, `Viva refused the refund (error ${answer.ErrorCode})`)
      }
      return { refundTransactionId: answer.TransactionId }
    },

    async webhookKey(): Promise<string> {
      const text = await send('webhook key', `${config.checkoutUrl}/api/messages/config/token`, {
        method: 'GET',
        headers: { Authorization: basic(config.merchantId, config.apiKey) },
      })
      return read('webhook key', text, z.object({ Key: z.string().min(1) })).Key
    },
  }
}

const RETURN_NAMES = {
  transaction: ['t'],
  orderCode: ['s', 'OrderCode'],
  lang: ['lang', 'language'],
  eventId: ['eventId'],
  eci: ['eci'],
}

/**
 * The parameters Viva appends to the Success/Failure URL. Names are case-insensitive (the docs
 * spell them t/s/lang/eventId/eci, EventId/ECI and OrderCode/language); t and s can be renamed per
 * source. Invalid values are dropped: this is untrusted input, verified later by the API.
 */
export function parseReturnParams(
  query: Record<string, string | undefined>,
  names: { transaction?: string[]; orderCode?: string[] } = {},
): { transactionId?: string; orderCode?: string; lang?: string; eventId?: number; eci?: number } {
  const values = new Map<string, string>()
  for (const [key, value] of Object.entries(query)) {
    const lower = key.toLowerCase()
    if (typeof value === 'string' && !values.has(lower)) values.set(lower, value)
  }
  const pick = (candidates: string[], valid: (value: string) => boolean) =>
    candidates
      .map((name) => values.get(name.toLowerCase()))
      .find((v) => v !== undefined && valid(v))
  const int32 = (candidates: string[]) => {
    const value = pick(candidates, (v) => /^-?\d{1,10}$/.test(v) && Math.abs(Number(v)) < 2 ** 31)
    return value === undefined ? undefined : Number(value)
  }
  return {
    transactionId: pick(names.transaction ?? RETURN_NAMES.transaction, (v) => UUID.test(v)),
    orderCode: pick(names.orderCode ?? RETURN_NAMES.orderCode, (v) => ORDER_CODE.test(v)),
    lang: pick(
      RETURN_NAMES.lang,
      (v) => v.length <= 35 && /^[a-z]{2,3}(-[a-z0-9]{1,8})*$/i.test(v),
    ),
    eventId: int32(RETURN_NAMES.eventId),
    eci: int32(RETURN_NAMES.eci),
  }
}
