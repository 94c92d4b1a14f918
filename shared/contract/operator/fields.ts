import { z } from 'zod'
import { ALLERGENS, inAnnexOrder } from '#shared/allergens'
import { AllergenSchema } from '#shared/contract/catalog'
import { LANGS, type Lang } from '#shared/locales'

// The input fields the console's edits of the catalog, the places and the site share.

/** A text in the four languages of the shop, each one required (names) or not (descriptions). */
export const localizedText = (max: number, required = true) => {
  const text = z.string().trim().max(max)
  return z.object(
    Object.fromEntries(LANGS.map((lang) => [lang, required ? text.min(1) : text])) as Record<
      Lang,
      z.ZodString
    >,
  )
}

/** A text in all four languages as stored and answered. */
export const Localized = z.object(
  Object.fromEntries(LANGS.map((lang) => [lang, z.string()])) as Record<Lang, z.ZodString>,
)

/** Money in euro cents; a menu price above €10,000 is a typing mistake. */
export const Cents = z.int().min(0).max(1_000_000)

/**
 * A picture the shop serves itself, never another site's: a file of public/images, an upload
 * (`/api/images/…`, shared/images.ts), or '' for none.
 */
export const Picture = z
  .string()
  .max(300)
  .regex(
    /^(?:\/images\/[a-z0-9_/-]+\.(?:svg|png|jpe?g|webp|avif)|\/api\/images\/(?:dish|banner)-[a-f0-9]{24}|)$/,
    'operator.field.picture',
  )

/** An address part (/product/{slug}, /promotions/{slug}) or a code; it never changes once made. */
export const Slug = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'operator.field.slug')

/** A phone number as people write it: +359 88 812 3400. */
export const Phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'operator.field.phone')

/** Sort positions: lower first. */
export const Position = z.int().min(0).max(1_000_000)

/** The EU allergens a dish or option contains, in the annex's order; null says nobody knows yet. */
export const AllergenChoice = z
  .array(AllergenSchema)
  .max(ALLERGENS.length * 2)
  .transform(inAnnexOrder)
  .nullable()

/** An edit: any of `fields`, and at least one (an empty body is a mistake of the caller). */
export const editOf = <T extends z.ZodObject>(fields: T) =>
  fields.partial().refine((body) => Object.keys(body).length > 0, 'operator.nothingToChange')

/** E-mails are compared without case (the unique index is on lower(email)), so they are kept so. */
export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email())
