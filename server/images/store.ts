import { and, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import { IMAGE_KINDS, type ImageFormat, type ImageKind } from '#shared/images'
import { demoPack } from './demo-pack'
import { imageJob, once } from './jobs'
import { allVariants, type PreparedImage, renderVariant } from './pipeline'

// Pictures and their variants in the database: one home for every instance (docs/pictures.md).

export type Variant = { width: number; format: ImageFormat; body: Uint8Array }

/** Every variant of a picture, cut before any transaction opens (it takes a second or so). */
export async function cutVariants(image: PreparedImage): Promise<Variant[]> {
  const variants: Variant[] = []
  for (const { width, format } of allVariants(image.kind)) {
    variants.push({
      width,
      format,
      body: await renderVariant(image.original, image.kind, width, format),
    })
  }
  return variants
}

/** Keeps a picture with the variants cut so far (the rest are cut on their first request). */
export async function storeImage(tx: Database, image: PreparedImage, variants: Variant[] = []) {
  await tx
    .insert(t.images)
    .values({
      key: image.key,
      kind: image.kind,
      original: image.original,
      width: image.width,
      height: image.height,
      placeholder: image.placeholder,
    })
    .onConflictDoNothing()
  if (!variants.length) return
  await tx
    .insert(t.imageVariants)
    .values(variants.map((variant) => ({ key: image.key, ...variant })))
    .onConflictDoNothing()
}

/**
 * One variant's bytes: the demo's from the build's pack, an upload's as cut at upload; one missing
 * (the demo's without a pack: a development server) is cut from the original and kept on its first
 * request, once however many ask at the same time, as one of the instance's image jobs
 * (ImagesBusy when they are all taken). Null for an unknown picture or a width its kind does not
 * have.
 */
export async function variantBody(
  db: Database,
  key: string,
  width: number,
  format: ImageFormat,
): Promise<Uint8Array | null> {
  const kept =
    (await demoPack.variant(key, width, format)) ?? (await keptVariant(db, key, width, format))
  if (kept) return kept
  const [image] = await db
    .select({ kind: t.images.kind, original: t.images.original })
    .from(t.images)
    .where(eq(t.images.key, key))
  if (!image) return null
  const kind = image.kind as ImageKind
  if (!(IMAGE_KINDS[kind].widths as readonly number[]).includes(width)) return null
  return once(`${key}/${width}.${format}`, async () => {
    // A render that ended while this request read the original has kept it meanwhile.
    const cut = await keptVariant(db, key, width, format)
    if (cut) return cut
    return imageJob(async () => {
      const body = await renderVariant(image.original, kind, width, format)
      await db.insert(t.imageVariants).values({ key, width, format, body }).onConflictDoNothing()
      return body
    })
  })
}

async function keptVariant(db: Database, key: string, width: number, format: ImageFormat) {
  const [kept] = await db
    .select({ body: t.imageVariants.body })
    .from(t.imageVariants)
    .where(
      and(
        eq(t.imageVariants.key, key),
        eq(t.imageVariants.width, width),
        eq(t.imageVariants.format, format),
      ),
    )
  return kept?.body ?? null
}
