import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { CatalogStore } from '#server/api/catalog/store'
import { createStaff } from '#server/api/operator/staff/staff'
import { base32Decode, hotp, totpStep } from '#server/api/operator/staff/totp'
import type { Database, Listen } from '#server/db/client'
import { auditLog } from '#server/db/schema'
import type { JobStore } from '#server/jobs/queue'
import type { AnswerOf } from '#shared/api-client'
import type { StaffRole } from '#shared/staff'
import { type ErrorShape, type Reply, send } from './api'
import type { AuthClientOptions } from './auth'
import { newIp } from './auth'
import { type SchemaObject, violations } from './json-schema'
import { shopClient } from './shop'

// The operator console as staff use it: accounts with real passwords, sign-in from a client
// address, and calls with the staff token, over the shop (customers, Viva simulator, fixed clock).

export const STAFF_PASSWORD = 'correct horse battery staple'

export type StaffMember = { id: number; email: string; password: string; role: StaffRole }

let counter = 0

/** A new staff account with a real (scrypt) password, straight into the database. */
export async function newStaff(
  db: Database,
  role: StaffRole,
  password = STAFF_PASSWORD,
): Promise<StaffMember> {
  counter += 1
  const email = `${role}-${counter}-${randomUUID().slice(0, 8)}@staff.example`
  const member = await createStaff(
    db,
    { email, name: `${role} ${counter}`, role, password },
    new Date(),
  )
  return { id: member!.id, email, password, role }
}

/** The authenticator app's code for `secret` at `at`, `steps` steps away. */
export function totpCode(secret: string, at: Date, steps = 0): string {
  return hotp(base32Decode(secret), totpStep(at) + steps)
}

export function operatorClient(
  base: { db: Database; catalog: CatalogStore; jobs: JobStore; listen?: Listen },
  options: AuthClientOptions = {},
) {
  const shop = shopClient(base, { ...options, deps: { listen: base.listen, ...options.deps } })

  const signIn = (body: { email: string; password: string; code?: string }, ip = newIp()) =>
    shop.json<AnswerOf<'post', '/api/operator/sign-in'>>(
      'POST',
      '/api/operator/sign-in',
      null,
      body,
      {
        'X-Client-IP': ip,
      },
    )

  /** A new member of `role`, signed in: the account and its token. */
  const member = async (role: StaffRole) => {
    const account = await newStaff(shop.db, role)
    const reply = await signIn(account)
    expect(reply.status, reply.text).toBe(200)
    return { ...account, token: reply.body.token }
  }

  /** A call to the operator API (`/api/operator{path}`) with `token`, answered in `lang`. */
  const operator = <T = unknown>(
    method: string,
    path: string,
    token: string,
    body?: unknown,
    lang = 'en',
  ) =>
    send<T>(shop.api, `/api/operator${path}`, {
      method,
      lang,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })

  /** The audit rows of an action, oldest first (optionally about one target). */
  const audited = (action: string, targetId?: number | string) =>
    shop.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          targetId === undefined ? undefined : eq(auditLog.targetId, String(targetId)),
        ),
      )
      .orderBy(asc(auditLog.id))

  return { ...shop, signIn, member, operator, audited }
}

export type OperatorClient = ReturnType<typeof operatorClient>

export type ServerEvent = { event: string; data: Record<string, unknown> }

/** Reads server-sent events from a streamed answer as they arrive. */
export function eventReader(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  // One read at a time: a read that outlives a timeout is picked up by the next call.
  let reading: Promise<ReadableStreamReadResult<Uint8Array>> | undefined
  const read = () => {
    reading ??= reader.read().finally(() => {
      reading = undefined
    })
    return reading
  }

  async function next(timeoutMs: number): Promise<ServerEvent | null> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const end = buffer.indexOf('\n\n')
      if (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const field = (name: string) =>
          block
            .split('\n')
            .filter((l) => l.startsWith(`${name}: `))
            .map((l) => l.slice(name.length + 2))
            .join('\n')
        return { event: field('event') || 'message', data: JSON.parse(field('data') || '{}') }
      }
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()))
      })
      const chunk = await Promise.race([read(), timeout]).finally(() => clearTimeout(timer))
      if (chunk === 'timeout') throw new Error(`no event within ${timeoutMs} ms`)
      if (chunk.done) return null
      buffer += decoder.decode(chunk.value, { stream: true })
    }
  }

  return {
    /** The next event of any type but a heartbeat, or a failure after `timeoutMs`. */
    async nextEvent(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const event = await next(deadline - Date.now())
        if (event?.event !== 'heartbeat') return event
      }
    },
    /** The next event of this type (others are skipped), or a failure after `timeoutMs`. */
    async until(event: string, match: (e: ServerEvent) => boolean = () => true, timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const next_ = await next(deadline - Date.now())
        if (!next_) throw new Error(`the stream ended before ${event}`)
        if (next_.event === event && match(next_)) return next_
      }
    },
    /** Whether the stream ends within `timeoutMs` (events before the end are skipped). */
    async ended(timeoutMs = 2000) {
      const deadline = Date.now() + timeoutMs
      while ((await next(deadline - Date.now())) !== null) {}
      return true
    },
    close: () => reader.cancel().catch(() => {}),
  }
}

/** The field messages of a 422 (or any error) answer. */
export function errorsOf(reply: Reply): Record<string, string> | undefined {
  return (reply.body as ErrorShape | undefined)?.errors
}

/** Fails unless `body` conforms to the documented 200 answer of the route (`/operator/menu`). */
export function expectDocumented(
  op: OperatorClient,
  method: 'get' | 'post' | 'delete',
  route: string,
  body: unknown,
) {
  const { paths } = op.api.document() as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
  }
  const ok = paths[`/api${route.replace(/:(\w+)/g, '{$1}')}`]?.[method]?.responses['200'] as
    | { content: { 'application/json': { schema: SchemaObject } } }
    | undefined
  expect(ok, `${method} ${route} is documented`).toBeDefined()
  expect(violations(ok!.content['application/json'].schema, body), route).toEqual([])
}
