import { eq } from 'drizzle-orm'
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { type Edit, type EditDeps, recordEdit, updateById } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import { imageJob, refuseWhenBusy } from '#server/images/jobs'
import {
  ImageRefused,
  MAX_INPUT_PIXELS,
  MAX_UPLOAD_BYTES,
  prepareImage,
} from '#server/images/pipeline'
import { cutVariants, storeImage } from '#server/images/store'
import type { AuditKind } from '#shared/audit'
import * as contract from '#shared/contract/operator/menu'
import { translate } from '#shared/i18n'
import { heightFor, IMAGE_KINDS, type ImageKind, imagePath } from '#shared/images'

// Photo uploads (multipart, one `file` field) for dishes, categories, promotions and the home
// banner. The picture is checked and cut before the transaction; the transaction then keeps it with
// its variants, points the row at it and writes the audit, so a refused or failed upload leaves
// nothing behind.

const FIELD = 'file'
// The multipart envelope around a file at the limit.
const ENVELOPE_BYTES = 64 * 1024
/** The figures the refusals state. */
const LIMITS = {
  mb: MAX_UPLOAD_BYTES / 1024 / 1024,
  megapixels: MAX_INPUT_PIXELS / 1_000_000,
}

type Target = {
  /** The upload and the removal (a path with `{id}` names a row). */
  endpoints: contract.PhotoEndpoints
  kind: ImageKind
  audit: AuditKind<'image'>
  notFound: string
  /** Points the target at a picture (null: takes it away); null when the row does not exist. */
  set: (tx: Database, c: Context, image: string | null) => Promise<Edit<unknown> | null>
}

const onRow =
  (table: typeof t.products | typeof t.categories | typeof t.promotions, type: string) =>
  // A dish or a promotion without a picture shows the shop's plain background: the column keeps ''.
  (tx: Database, c: Context, image: string | null) =>
    updateById(tx, table as typeof t.products, type, rowId(c), {
      image: image ?? (table === t.categories ? null : ''),
    } as never)

async function setBanner(tx: Database, _c: Context, image: string | null): Promise<Edit<unknown>> {
  const [row] = await tx.select().from(t.siteValues).where(eq(t.siteValues.key, 'banner'))
  const before = (row?.value as { image?: string } | undefined)?.image ?? null
  if (image) {
    await tx
      .insert(t.siteValues)
      .values({ key: 'banner', value: { image } })
      .onConflictDoUpdate({ target: t.siteValues.key, set: { value: { image } } })
  } else {
    await tx.delete(t.siteValues).where(eq(t.siteValues.key, 'banner'))
  }
  return {
    target: { type: 'site', id: 'banner' },
    before: { image: before },
    after: { image },
    result: null,
  }
}

const TARGETS: Target[] = [
  {
    endpoints: contract.productPhoto,
    kind: 'dish',
    audit: 'product',
    notFound: 'api.productNotFound',
    set: onRow(t.products, 'product'),
  },
  {
    endpoints: contract.categoryPhoto,
    kind: 'dish',
    audit: 'category',
    notFound: 'api.categoryNotFound',
    set: onRow(t.categories, 'category'),
  },
  {
    endpoints: contract.promotionPhoto,
    kind: 'dish',
    audit: 'promotion',
    notFound: 'api.promotionNotFound',
    set: onRow(t.promotions, 'promotion'),
  },
  {
    endpoints: contract.bannerPhoto,
    kind: 'banner',
    audit: 'site',
    notFound: 'api.notFound',
    set: setBanner,
  },
]

/** A refusal on the file field. */
const refusal = (c: Context, status: 413 | 415 | 422, key: string) => {
  const lang = requestLang(c)
  return new ApiError(status, translate(lang, 'validation.failed'), {
    [FIELD]: translate(lang, key, LIMITS),
  })
}

/** Like the JSON rule for the rest of the API, a body of another type is refused before anything else. */
const multipartOnly: MiddlewareHandler = async (c, next) => {
  if (!/^multipart\/form-data\s*;/i.test(c.req.header('content-type') ?? '')) {
    throw refusal(c, 415, 'operator.image.multipart')
  }
  await next()
}

/** The file of a multipart body, or the 4xx on its field. */
async function uploadedFile(c: Context): Promise<Uint8Array> {
  refuseWhenBusy()
  const form = await c.req.formData().catch(() => null)
  const file = form?.get(FIELD)
  if (!(file instanceof File)) throw refusal(c, 422, 'operator.image.missing')
  if (file.size > MAX_UPLOAD_BYTES) throw refusal(c, 413, 'operator.image.tooLarge')
  return new Uint8Array(await file.arrayBuffer())
}

/** Checks and cuts the picture; a file that is not one is a 4xx on the field, never a 500. */
async function prepared(c: Context, bytes: Uint8Array, kind: ImageKind) {
  try {
    // One image job, decoding and cutting: a busy instance refuses it (503) before any decoding.
    return await imageJob(async () => {
      const image = await prepareImage(bytes, kind)
      return { image, variants: await cutVariants(image) }
    })
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error
    const smallest = IMAGE_KINDS[kind].widths[0]
    const lang = requestLang(c)
    const status = error.problem === 'tooLarge' ? 413 : 422
    throw new ApiError(status, translate(lang, 'validation.failed'), {
      [FIELD]: translate(lang, `operator.image.${error.problem}`, {
        ...LIMITS,
        width: smallest,
        height: heightFor(kind, smallest),
      }),
    })
  }
}

/** Managers put a photo on a dish, a category, a promotion or the home banner, and take it away. */
export function imageUploadRoutes(deps: EditDeps) {
  const app = contractApp<StaffEnv>()
  for (const target of TARGETS) {
    const { upload, remove } = target.endpoints
    const onRow = upload.path.includes('{id}')
    const guarded = deps.guard(upload)
    app.openapi(
      {
        ...guarded,
        middleware: [
          multipartOnly,
          ...guarded.middleware,
          bodyLimit({
            maxSize: MAX_UPLOAD_BYTES + ENVELOPE_BYTES,
            onError: (c) => {
              throw refusal(c, 413, 'operator.image.tooLarge')
            },
          }),
        ],
      },
      async (c) => {
        const { image, variants } = await prepared(c, await uploadedFile(c), target.kind)
        const path = imagePath(image.key)
        const done = await recordEdit(deps, c, `${target.audit}.image`, 'catalog', async (tx) => {
          const edit = await target.set(tx, c, path)
          if (edit) await storeImage(tx, image, variants)
          return edit
        })
        if (done === null && onRow)
          throw new ApiError(404, translate(requestLang(c), target.notFound))
        return c.json({ data: { image: path } }, 200)
      },
    )
    app.openapi(deps.guard(remove), async (c) => {
      const done = await recordEdit(deps, c, `${target.audit}.image`, 'catalog', (tx) =>
        target.set(tx, c, null),
      )
      if (done === null && onRow)
        throw new ApiError(404, translate(requestLang(c), target.notFound))
      return c.json({ data: { image: null } }, 200)
    })
  }
  return app
}
