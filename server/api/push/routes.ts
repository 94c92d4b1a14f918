import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Context } from 'hono'
import type { z } from 'zod'
import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import { hashToken } from '#server/api/auth/sessions'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { kitchenDeviceCodes, pushSubscriptions, restaurants } from '#server/db/schema'
import * as contract from '#shared/contract/push'
import { translate } from '#shared/i18n'
import { deviceView, type NewDevice, saveDevice } from './devices'
import { deviceLabel } from './label'

/** Push services answer at https addresses; a test's fake on this machine may be plain http. */
const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/

export type PushConfig = {
  publicKey: string
  /** Outside production: endpoints on this machine (the tests' fake push service) are taken. */
  loopbackEndpoints: boolean
}

/**
 * A push service is a public https host: an address on this machine or a bare IP would have the
 * server post wherever a client names (SSRF), outside tests.
 */
function checkEndpoint(c: Context, endpoint: string, config: PushConfig) {
  const { protocol, hostname } = new URL(endpoint)
  const local = LOOPBACK.test(hostname)
  const ipLiteral = /^[\d.]+$|^\[/.test(hostname)
  const fine = local
    ? config.loopbackEndpoints
    : protocol === 'https:' && !ipLiteral && hostname.includes('.')
  if (fine) return
  const lang = requestLang(c)
  throw new ApiError(422, translate(lang, 'validation.failed'), {
    endpoint: translate(lang, 'push.endpointRefused'),
  })
}

/** The 503 of a shop without VAPID keys. */
function pushOff(c: Context): ApiError {
  return new ApiError(503, translate(requestLang(c), 'push.off'))
}

function newDevice(c: Context, body: z.output<typeof contract.PushSubscriptionBody>): NewDevice {
  return {
    endpoint: body.endpoint,
    keys: body.keys,
    lang: requestLang(c),
    label: deviceLabel(c.req.header('user-agent')),
  }
}

/** A device's one-time code is stored as a hash, like a session token (security.md SESS-01). */
export const hashCode = hashToken

/** The customer's devices, and a kitchen device's registration by its one-time code. */
export function pushRoutes(db: Database, now: () => Date, config: PushConfig | null) {
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)

  app.openapi(contract.pushKey, (c) =>
    c.json({ data: { publicKey: config?.publicKey ?? null } }, 200),
  )

  app.openapi({ ...contract.addDevice, middleware: [auth] }, async (c) => {
    if (!config) throw pushOff(c)
    const body = c.req.valid('json')
    checkEndpoint(c, body.endpoint, config)
    const customerId = c.var.session.customerId
    const row = await saveDevice(db, { customerId }, newDevice(c, body), now())
    return c.json({ data: deviceView(row) }, 201)
  })

  app.openapi({ ...contract.devices, middleware: [auth] }, async (c) => {
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, c.var.session.customerId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    return c.json({ data: rows.map(deviceView) }, 200)
  })

  app.openapi({ ...contract.removeDevice, middleware: [auth] }, async (c) => {
    const gone = await db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.id, rowId(c)),
          eq(pushSubscriptions.customerId, c.var.session.customerId),
        ),
      )
      .returning({ id: pushSubscriptions.id })
    if (!gone.length) throw new ApiError(404, translate(requestLang(c), 'push.deviceNotFound'))
    return c.json({ data: null }, 200)
  })

  app.openapi(contract.registerKitchenDevice, async (c) => {
    if (!config) throw pushOff(c)
    const { code, ...body } = c.req.valid('json')
    checkEndpoint(c, body.endpoint, config)
    const lang = requestLang(c)
    const at = now()
    const refused = (key: string) =>
      new ApiError(422, translate(lang, 'validation.failed'), {
        code: translate(lang, `push.kitchen.${key}`),
      })
    const registered = await db.transaction(async (tx) => {
      // Spent in the same statement that finds it: of two devices with one code, one registers.
      const [claimed] = await tx
        .update(kitchenDeviceCodes)
        .set({ usedAt: at })
        .where(
          and(eq(kitchenDeviceCodes.codeHash, hashCode(code)), isNull(kitchenDeviceCodes.usedAt)),
        )
        .returning()
      if (!claimed) throw refused('codeInvalid')
      if (claimed.expiresAt <= at) throw refused('codeExpired')
      const row = await saveDevice(
        tx,
        { restaurantId: claimed.restaurantId },
        newDevice(c, body),
        at,
      )
      const [kitchen] = await tx
        .select({ name: restaurants.name })
        .from(restaurants)
        .where(eq(restaurants.id, claimed.restaurantId))
      return { ...deviceView(row), kitchen: kitchen!.name[lang] }
    })
    return c.json({ data: registered }, 201)
  })

  return app
}
