import { eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import type { SavedAddressEntry } from '#shared/contract/profile'
import * as contract from '#shared/contract/profile'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { lineDate } from '#shared/phone'
import { isRealDate, latestAdultBirthday, type Profile } from '#shared/profile'
import { type CustomerEnv, requireCustomer } from './auth/require-customer'
import { adoptReferrer } from './bonuses/referral'
import { contractApp } from './contract'
import { ApiError } from './errors'
import { addressEntries } from './orders/saved-addresses'
import { requestLang } from './validate'

type Row = typeof customers.$inferSelect

function toProfile(row: Row): Profile {
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
export function profileRoutes(db: Database, now: () => Date) {
  const app = contractApp<CustomerEnv>()
  const auth = requireCustomer(db, now)
  const load = async (id: number) =>
    (await db.select().from(customers).where(eq(customers.id, id)))[0]!

  app.openapi({ ...contract.profile, middleware: [auth] }, async (c) =>
    c.json({ data: toProfile(await load(c.var.session.customerId)) }, 200),
  )

  app.openapi({ ...contract.updateProfile, middleware: [auth] }, async (c) => {
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
    await adoptReferrer(db, current, body.referrer_id)
    return c.json({ user: toProfile(await load(current.id)) }, 200)
  })

  app.openapi({ ...contract.addresses, middleware: [auth] }, async (c) =>
    c.json({ data: addressEntries((await load(c.var.session.customerId)).addresses) }, 200),
  )

  /** The customer's own saved address by its id, with its list; another's is not found. */
  const ownAddress = async (customerId: number, id: string, lang: Lang) => {
    const list = addressEntries((await load(customerId)).addresses)
    const index = list.findIndex((a) => a.id === id)
    if (index < 0) throw new ApiError(404, translate(lang, 'api.addressNotFound'))
    return { list, index }
  }
  const keepAddresses = (customerId: number, list: SavedAddressEntry[]) =>
    db
      .update(customers)
      .set({ addresses: list.map(({ id, ...address }) => address) })
      .where(eq(customers.id, customerId))

  app.openapi({ ...contract.renameAddress, middleware: [auth] }, async (c) => {
    const customerId = c.var.session.customerId
    const { list, index } = await ownAddress(customerId, c.req.valid('param').id, requestLang(c))
    const renamed = { ...list[index]!, name: c.req.valid('json').name }
    await keepAddresses(customerId, list.with(index, renamed))
    return c.json({ data: renamed }, 200)
  })

  app.openapi({ ...contract.deleteAddress, middleware: [auth] }, async (c) => {
    const customerId = c.var.session.customerId
    const { list, index } = await ownAddress(customerId, c.req.valid('param').id, requestLang(c))
    await keepAddresses(customerId, list.toSpliced(index, 1))
    return c.json({ data: null }, 200)
  })

  app.openapi({ ...contract.company, middleware: [auth] }, async (c) =>
    c.json({ data: (await load(c.var.session.customerId)).company }, 200),
  )

  app.openapi({ ...contract.saveCompany, middleware: [auth] }, async (c) => {
    const company = c.req.valid('json')
    await db.update(customers).set({ company }).where(eq(customers.id, c.var.session.customerId))
    return c.json({ data: company }, 200)
  })

  app.openapi({ ...contract.deleteCompany, middleware: [auth] }, async (c) => {
    await db
      .update(customers)
      .set({ company: null })
      .where(eq(customers.id, c.var.session.customerId))
    return c.json({ data: null }, 200)
  })

  app.openapi({ ...contract.notifications, middleware: [auth] }, async (c) => {
    const id = c.var.session.customerId
    await db
      .update(customers)
      .set({ statusSms: c.req.valid('json').status_sms })
      .where(eq(customers.id, id))
    return c.json({ user: toProfile(await load(id)) }, 200)
  })

  return app
}
