import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import type { Profile as ProfileShape } from '#shared/profile'
import { answers, body, customer } from './http'

// Spec §7: the signed-in customer's profile.

const Profile = z.object({
  id: z.int(),
  phone: z.string(),
  name: z.string(),
  surname: z.string(),
  birthday: z.string().nullable(),
  referrer_id: z.int().nullable(),
  referral_code: z.string(),
  status_sms: z.boolean(),
}) satisfies z.ZodType<ProfileShape>

const NAME = /^[\p{L}][\p{L}\p{M}' .-]*$/u

const ProfileUpdate = z.object({
  referrer_id: z.int().positive().nullable().optional(),
  name: z.string().trim().min(1).max(50).regex(NAME, 'validation.name'),
  surname: z
    .string()
    .trim()
    .max(50)
    .regex(/^$|^[\p{L}][\p{L}\p{M}' .-]*$/u, 'validation.name')
    .default(''),
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
    .nullable()
    .optional(),
})

export const profile = createRoute({
  method: 'get',
  path: '/get-profile',
  tags: ['profile'],
  summary: 'The signed-in customer',
  ...customer,
  responses: answers(z.object({ data: Profile })),
})

export const updateProfile = createRoute({
  method: 'post',
  path: '/update-profile',
  tags: ['profile'],
  summary: 'Save name, surname and birthday (18+, set once); a new customer may name a referrer',
  ...customer,
  request: { body: body(ProfileUpdate) },
  responses: answers(z.object({ user: Profile })),
})

export const notifications = createRoute({
  method: 'post',
  path: '/profile/notifications',
  tags: ['profile'],
  summary: 'Switch order status text messages on or off',
  ...customer,
  request: { body: body(z.object({ status_sms: z.boolean() })) },
  responses: answers(z.object({ user: Profile })),
})
