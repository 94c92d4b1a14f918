import { and, eq, isNull, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { translate } from '#shared/i18n'
import { lineDate } from '#shared/phone'
import { isRealDate, latestAdultBirthday, type Profile as ProfileShape } from '#shared/profile'
import type { Database } from '../db/client'
import { customers } from '../db/schema'
import { type CustomerEnv, requireCustomer } from './auth/require-customer'
import { ApiError } from './errors'
import type { OpenApi } from './openapi'
import { requestLang, validate } from './validate'

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

const Notifications = z.object({ status_sms: z.boolean() })

type Row = typeof customers.$inferSelect

function toProfile(row: Row): ProfileShape {
  return {
    id: row.id,
    phone: row.phone,
    name: row.name,
    surname: row.surname,
    birthday: row.birthday,
    referrer_id: row.referrerId,
    referral_code: row.referralCode,
    status_sms: row.statusSms,
  }
}

/** Spec §7: the signed-in customer's profile. */
export function profileRoutes(db: Database, now: () => Date, docs: OpenApi) {
  const app = new Hono<CustomerEnv>()
  const auth = requireCustomer(db, now)
  const load = async (id: number) =>
    (await db.select().from(customers).where(eq(customers.id, id)))[0]!

  docs.add({
    method: 'get',
    path: '/get-profile',
    tag: 'profile',
    summary: 'The signed-in customer',
    response: z.object({ data: Profile }),
    errors: [401],
    auth: true,
  })
  app.get('/get-profile', auth, async (c) =>
    c.json({ data: toProfile(await load(c.var.session.customerId)) }),
  )

  docs.add({
    method: 'post',
    path: '/update-profile',
    tag: 'profile',
    summary: 'Save name, surname and birthday (18+, set once); a new customer may name a referrer',
    body: ProfileUpdate,
    response: z.object({ user: Profile }),
    errors: [401],
    auth: true,
  })
  app.post('/update-profile', auth, validate('json', ProfileUpdate), async (c) => {
    const lang = requestLang(c)
    const body = c.req.valid('json')
    const current = await load(c.var.session.customerId)
    const errors: Record<string, string> = {}
    const birthday = body.birthday ?? null
    if (birthday !== null) {
      const today = lineDate(now(), 'Europe/Sofia').split('/').reverse().join('-')
      if (!isRealDate(birthday) || birthday < '1900-01-01')
        errors.birthday = translate(lang, 'validation.date')
      else if (birthday > latestAdultBirthday(today))
        errors.birthday = translate(lang, 'profile.underAge')
    }
    // A birthday once set is not the customer's to change (birthday rewards would be abused).
    if (current.birthday && birthday !== current.birthday) {
      errors.birthday = translate(lang, 'profile.birthdayLocked')
    }
    if (Object.keys(errors).length)
      throw new ApiError(422, translate(lang, 'validation.failed'), errors)

    await db
      .update(customers)
      .set({ name: body.name, surname: body.surname, birthday: current.birthday ?? birthday })
      .where(eq(customers.id, current.id))
    // A referrer is taken once, from a new customer, never oneself (the referral rules).
    const referrerId = body.referrer_id
    if (referrerId && !current.referrerId && !current.name && referrerId !== current.id) {
      const [referrer] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, referrerId))
      if (referrer) {
        await db
          .update(customers)
          .set({ referrerId })
          .where(
            and(
              eq(customers.id, current.id),
              isNull(customers.referrerId),
              ne(customers.id, referrerId),
            ),
          )
      }
    }
    return c.json({ user: toProfile(await load(current.id)) })
  })

  docs.add({
    method: 'post',
    path: '/profile/notifications',
    tag: 'profile',
    summary: 'Switch order status text messages on or off',
    body: Notifications,
    response: z.object({ user: Profile }),
    errors: [401],
    auth: true,
  })
  app.post('/profile/notifications', auth, validate('json', Notifications), async (c) => {
    const id = c.var.session.customerId
    await db
      .update(customers)
      .set({ statusSms: c.req.valid('json').status_sms })
      .where(eq(customers.id, id))
    return c.json({ user: toProfile(await load(id)) })
  })

  return app
}
