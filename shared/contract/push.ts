import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { answers, body, created, customer, list, one, params, staff } from './http'

// Web Push (issue 39, docs/push.md): a customer's devices told about their orders instead of
// texts, and a kitchen's devices registered by a one-time code and told about orders to accept.

const base64url = (bytes: { min: number; max: number }) =>
  z
    .string()
    .min(bytes.min)
    .max(bytes.max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.failed')

/** PushSubscription.toJSON() as the browser gives it (RFC 8030 endpoint, RFC 8291 keys). */
export const PushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(1000),
  keys: z.object({
    /** The P-256 public key, 65 bytes: 87 characters without padding. */
    p256dh: base64url({ min: 80, max: 100 }),
    /** The auth secret, 16 bytes: 22 characters without padding. */
    auth: base64url({ min: 16, max: 32 }),
  }),
})

export const PushDevice = z.object({
  id: z.int(),
  label: z.string().describe('the browser and system, e.g. "Chrome · Android"'),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable().describe('when a push last reached it'),
})

export const pushKey = createRoute({
  method: 'get',
  path: '/push/key',
  tags: ['push'],
  summary: "The shop's VAPID public key for PushManager.subscribe; null: push is off",
  responses: answers(one(z.object({ publicKey: z.string().nullable() }))),
})

export const addDevice = createRoute({
  method: 'post',
  path: '/push/devices',
  tags: ['push'],
  summary: "Tell this browser about the customer's orders by push instead of texts",
  ...customer,
  request: { body: body(PushSubscriptionBody) },
  responses: created(one(PushDevice), 503),
})

export const devices = createRoute({
  method: 'get',
  path: '/push/devices',
  tags: ['push'],
  summary: "The customer's devices told by push, newest first",
  ...customer,
  responses: answers(list(PushDevice)),
})

export const removeDevice = createRoute({
  method: 'delete',
  path: '/push/devices/{id}',
  tags: ['push'],
  summary: 'Switch one device off: its status texts come back',
  ...customer,
  request: { params: params('id') },
  responses: answers(one(z.null()), 404),
})

export const registerKitchenDevice = createRoute({
  method: 'post',
  path: '/kitchen-devices',
  tags: ['push'],
  summary: "Register this browser as a kitchen's device with a one-time code from the console",
  request: {
    body: body(PushSubscriptionBody.extend({ code: z.string().min(1).max(100) })),
  },
  responses: created(one(PushDevice.extend({ kitchen: z.string() })), 503),
})

// The console: a manager registers and revokes a kitchen's devices.

export const kitchenDevices = createRoute({
  method: 'get',
  path: '/operator/kitchens/{id}/devices',
  tags: ['operator'],
  summary: "A kitchen's registered devices, newest first",
  ...staff('manager'),
  request: { params: params('id') },
  responses: answers(list(PushDevice), 404),
})

export const kitchenDeviceCode = createRoute({
  method: 'post',
  path: '/operator/kitchens/{id}/device-codes',
  tags: ['operator'],
  summary: 'A one-time code to register a device for the kitchen (shown as a QR code)',
  ...staff('manager'),
  request: { params: params('id') },
  responses: created(
    one(
      z.object({
        path: z.string().describe('the page a device opens, the code in its fragment'),
        expiresAt: z.string(),
      }),
    ),
    404,
  ),
})

export const revokeKitchenDevice = createRoute({
  method: 'delete',
  path: '/operator/kitchen-devices/{id}',
  tags: ['operator'],
  summary: 'Revoke a kitchen device: it is told nothing more',
  ...staff('manager'),
  request: { params: params('id') },
  responses: answers(one(z.null()), 404),
})
