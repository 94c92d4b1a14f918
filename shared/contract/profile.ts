import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { GeoPoint } from '#shared/area'
import { Company, CompanyDetails } from '#shared/company'
import type { Profile as ProfileShape } from '#shared/profile'
import { answers, body, customer, RowId } from './http'

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
  referrer_id: RowId.nullable().optional(),
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

/**
 * A delivery address the customer used, with its zone (the order's `address` and `regionId`), the
 * point the zone came from (a picked suggestion or the phone's location; none on addresses saved
 * before points) and the name the customer gave it. Older rows lack the last two: the defaults read them.
 */
export const SavedAddress = z.object({
  regionId: z.int().nullable(),
  street: z.string(),
  entrance: z.string(),
  floor: z.string(),
  apartment: z.string(),
  note: z.string(),
  name: z.string().default(''),
  point: GeoPoint.nullable().default(null),
})
export type SavedAddress = z.infer<typeof SavedAddress>

/** A saved address as the API lists it: its id names the place (the same place, the same id). */
export const SavedAddressEntry = SavedAddress.extend({ id: z.string() })
export type SavedAddressEntry = z.infer<typeof SavedAddressEntry>

export const addresses = createRoute({
  method: 'get',
  path: '/addresses',
  tags: ['profile'],
  summary: "The customer's delivery addresses from past orders: newest first, each once, at most 5",
  ...customer,
  responses: answers(z.object({ data: z.array(SavedAddressEntry) })),
})

const AddressId = z.object({ id: z.string().regex(/^[\w-]{1,40}$/) })

export const renameAddress = createRoute({
  method: 'post',
  path: '/addresses/{id}',
  tags: ['profile'],
  summary: 'Name a saved address ("Home", "Office"); an empty name takes it away',
  ...customer,
  request: {
    params: AddressId,
    body: body(z.object({ name: z.string().trim().max(30) })),
  },
  responses: answers(z.object({ data: SavedAddressEntry }), 404),
})

export const deleteAddress = createRoute({
  method: 'delete',
  path: '/addresses/{id}',
  tags: ['profile'],
  summary: 'Forget a saved address (orders already placed keep theirs)',
  ...customer,
  request: { params: AddressId },
  responses: answers(z.object({ data: z.null() }), 404),
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

// Issue 33: the company the customer asks invoices for, offered again at the next checkout.

export const company = createRoute({
  method: 'get',
  path: '/profile/company',
  tags: ['profile'],
  summary: 'The company the customer last asked an invoice for, or null',
  ...customer,
  responses: answers(z.object({ data: Company.nullable() })),
})

export const saveCompany = createRoute({
  method: 'post',
  path: '/profile/company',
  tags: ['profile'],
  summary: 'Keep company details for invoices (ЕИК with its check digits, VAT number BG…)',
  ...customer,
  request: { body: body(CompanyDetails) },
  responses: answers(z.object({ data: Company })),
})

export const deleteCompany = createRoute({
  method: 'delete',
  path: '/profile/company',
  tags: ['profile'],
  summary: 'Forget the company details (orders already placed keep theirs)',
  ...customer,
  responses: answers(z.object({ data: z.null() })),
})
