import { Writable } from 'node:stream'
import { expect } from 'vitest'
import bg from '#locales/bg.json'
import en from '#locales/en.json'
import { type ApiDeps, createApi } from '#server/api'
import type { AuthConfig } from '#server/api/auth/routes'
import type { CatalogStore } from '#server/api/catalog/store'
import type { SmsSender } from '#server/api/sms'
import type { Database } from '#server/db/client'
import type { JobStore } from '#server/jobs/queue'
import { createLogger, type Logger } from '#server/log'
import type { AnswerOf } from '#shared/api-client'
import { digitsOnly, lineDate, lineHeader } from '#shared/phone'
import { type Reply, send } from './api'
import { testJobs } from './jobs'

/** A Sunday morning in Sofia (UTC+2 in November): far from midnight and from any DST change. */
export const START = new Date('2026-11-22T10:00:00Z')

export const SECOND = 1000
export const MINUTE = 60 * SECOND
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

export const SUFFIX = 'suffix'

export const AUTH: AuthConfig = {
  otpLength: 6,
  otpSecret: 'x'.repeat(32),
  lineSuffix: SUFFIX,
  allowedDialCodes: ['359'],
  sendsPerIpHour: 10,
  resendSeconds: 60,
}

export const MESSAGES = { en, bg }

/** An `auth.*` message of locales/<lang>.json, with its {{params}} filled in. */
export function authMessage(
  lang: 'en' | 'bg',
  pick: (dictionary: typeof en) => string,
  params: Record<string, string | number> = {},
): string {
  return pick(MESSAGES[lang] as typeof en).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name]),
  )
}

let phoneCounter = 0
let ipCounter = 0

/** A Bulgarian mobile number nobody else in this file has used (12 digits). */
export function newPhone(): string {
  phoneCounter += 1
  return `35988${String(phoneCounter).padStart(7, '0')}`
}

/** A client address nobody else in this file has used (the per-IP limit is shared otherwise). */
export function newIp(): string {
  ipCounter += 1
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`
}

export type SentSms = { to: string; text: string }

/** Rounds of jobs settle() runs: a retry is a round, and a job not due yet comes back in each. */
const SETTLE_ROUNDS = 20

/** An SMS provider that only remembers what it was asked to send. */
export function spySms(): SmsSender & { sent: SentSms[] } {
  const sent: SentSms[] = []
  return {
    name: 'spy',
    sent,
    async send(to, text) {
      sent.push({ to, text })
    },
  }
}

/** A pino destination keeping every line, raw and parsed. */
export function logCapture() {
  const raw: string[] = []
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        raw.push(line)
        lines.push(JSON.parse(line))
      }
      done()
    },
  })
  return { raw, lines, log: createLogger('info', stream) }
}

/** The digits of a code inside an SMS text (the code is the only run of `length` digits). */
export function codeIn(text: string, length = AUTH.otpLength): string {
  const match = new RegExp(`(?<!\\d)(\\d{${length}})(?!\\d)`).exec(text)
  if (!match) throw new Error(`no ${length}-digit code in ${JSON.stringify(text)}`)
  return match[1]!
}

/** Another code of the same length, never the given one. */
export function wrongCode(code: string, shift = 1): string {
  const modulus = 10 ** code.length
  return String((Number(code) + shift) % modulus).padStart(code.length, '0')
}

/** A code of the same length that is none of the given ones. */
export function codeOtherThan(...codes: string[]): string {
  let candidate = wrongCode(codes[0]!)
  while (codes.includes(candidate)) candidate = wrongCode(candidate)
  return candidate
}

export type AuthClientOptions = {
  /** The provider: a spy by default; pass a factory to get the logger (e.g. the real logSender). */
  sms?: SmsSender | ((log: Logger) => SmsSender) | undefined
  auth?: Partial<AuthConfig>
  start?: Date
  /** More of the API's dependencies: card payments, the database listener, mail and webhook. */
  deps?: Pick<
    ApiDeps,
    | 'viva'
    | 'listen'
    | 'mailer'
    | 'orderWebhook'
    | 'heartbeatMs'
    | 'ga4'
    | 'smsBudget'
    | 'streamLimits'
    | 'push'
  >
}

/**
 * The API over a test's database with a fake clock, a spy SMS provider and captured log lines,
 * and the sign-in steps a browser takes, as a client sees them.
 */
export function authClient(
  base: { db: Database; catalog: CatalogStore; jobs: JobStore },
  options: AuthClientOptions = {},
) {
  let now = new Date((options.start ?? START).getTime())
  const spy = spySms()
  const capture = logCapture()
  const sms = typeof options.sms === 'function' ? options.sms(capture.log) : (options.sms ?? spy)
  const config = { ...AUTH, ...options.auth }
  const api = createApi({
    log: capture.log,
    db: base.db,
    jobs: testJobs(base.jobs, capture.log),
    catalog: base.catalog,
    sms,
    now: () => new Date(now.getTime()),
    auth: config,
    ...options.deps,
  })

  const clock = {
    get now() {
      return new Date(now.getTime())
    },
    set(date: Date) {
      now = new Date(date.getTime())
    },
    advance(ms: number) {
      now = new Date(now.getTime() + ms)
    },
  }

  /** The X-Line-Header a browser whose clock shows `at` computes for `phone`. */
  const header = (phone: string, at: Date = clock.now) =>
    lineHeader(digitsOnly(phone), config.lineSuffix, lineDate(at, 'Europe/Sofia'))

  const post = <T = unknown>(
    path: string,
    body: unknown,
    init: { lang?: string; headers?: Record<string, string> } = {},
  ) =>
    send<T>(api, path, {
      method: 'POST',
      lang: init.lang ?? 'en',
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: JSON.stringify(body),
    })

  /** POST /api/via-phone-number as the page sends it (header for today unless `header` given). */
  const requestCode = async (
    phone: string,
    init: { ip?: string; lang?: string; header?: string | null; at?: Date } = {},
  ) => {
    const headers: Record<string, string> = { 'x-client-ip': init.ip ?? newIp() }
    const line = init.header === undefined ? await header(phone, init.at) : init.header
    if (line !== null) headers['X-Line-Header'] = line
    return post<AnswerOf<'post', '/api/via-phone-number'>>(
      '/api/via-phone-number',
      { phone },
      { lang: init.lang ?? 'en', headers },
    )
  }

  /** POST /api/sms-code-check, from an address of its own unless `ip` is given. */
  const checkCode = (phone: string, code: string, lang = 'en', ip = newIp()) =>
    post<AnswerOf<'post', '/api/sms-code-check'>>(
      '/api/sms-code-check',
      { phone, code },
      { lang, headers: { 'x-client-ip': ip } },
    )

  /** The code of the last SMS the spy got for `phone`. */
  const lastCode = (phone: string) => {
    const message = spy.sent.filter((m) => m.to === digitsOnly(phone)).at(-1)
    if (!message) throw new Error(`no SMS was sent to ${phone}`)
    return codeIn(message.text, config.otpLength)
  }

  /** Asks for a code and returns it (the spy's copy). */
  const sendCode = async (phone: string, ip?: string) => {
    const reply = await requestCode(phone, ip ? { ip } : {})
    expect(reply.status, reply.text).toBe(200)
    return lastCode(phone)
  }

  /** The whole sign-in: a code, then the token for it. */
  const signIn = async (phone: string) => {
    const reply = await checkCode(phone, await sendCode(phone))
    expect(reply.status, reply.text).toBe(200)
    return reply.body.token
  }

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

  const getProfile = (token: string | null, lang = 'en', headers: Record<string, string> = {}) =>
    send<AnswerOf<'get', '/api/get-profile'>>(api, '/api/get-profile', {
      lang,
      headers: { ...(token === null ? {} : bearer(token)), ...headers },
    })

  const updateProfile = (token: string, body: unknown, lang = 'en') =>
    post<AnswerOf<'post', '/api/update-profile'>>('/api/update-profile', body, {
      lang,
      headers: bearer(token),
    })

  const logout = (token: string, everywhere = false) =>
    post<AnswerOf<'post', '/api/logout'>>(
      everywhere ? '/api/logout-all' : '/api/logout',
      {},
      {
        headers: bearer(token),
      },
    )

  /**
   * Runs the work the API left for later (texts, the kitchen's alerts, expiries, retries) until
   * none is left to run: what is not due yet by this client's clock waits (each job checks).
   */
  const settle = async () => {
    for (let round = 0; round < SETTLE_ROUNDS; round++) {
      if ((await api.jobs.drain(clock.now)) === 0) return
    }
  }

  return {
    api,
    clock,
    config,
    settle,
    sent: spy.sent,
    lines: capture.lines,
    raw: capture.raw,
    header,
    post,
    requestCode,
    checkCode,
    lastCode,
    sendCode,
    signIn,
    getProfile,
    updateProfile,
    logout,
  }
}

export type AuthClient = ReturnType<typeof authClient>

/** Headers as a plain object, without those that differ per response by nature. */
export function stableHeaders(reply: Reply): Record<string, string> {
  const entries = [...reply.headers.entries()].filter(
    ([name]) => !['date', 'x-request-id'].includes(name.toLowerCase()),
  )
  return Object.fromEntries(entries)
}
