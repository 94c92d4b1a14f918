import type { Context } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { variantBody } from '#server/images/store'
import * as contract from '#shared/contract/images'
import { translate } from '#shared/i18n'
import { IMAGE_KINDS, IMAGE_TYPES, type ImageFormat, imagePath, uploadedKind } from '#shared/images'

// An address is derived from the original's content, so what it names never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const VARIANT_FILE = /^(\d{2,4})\.(avif|webp|jpg)$/

/** Uploaded pictures, for the browser and for the Workers edge, which passes /api/* on. */
export function imageRoutes(db: Database) {
  const app = contractApp()

  const serve = async (name: string, width: number, format: ImageFormat) => {
    const body = uploadedKind(imagePath(name)) ? await variantBody(db, name, width, format) : null
    if (!body) return null
    return new Response(body as Uint8Array<ArrayBuffer>, {
      headers: {
        'Content-Type': IMAGE_TYPES[format],
        'Content-Length': String(body.byteLength),
        'Cache-Control': IMMUTABLE,
      },
    })
  }
  const notFound = (c: Context) => new ApiError(404, translate(requestLang(c), 'api.imageNotFound'))

  app.openapi(contract.imageVariant, async (c) => {
    const { name, file } = c.req.valid('param')
    const match = VARIANT_FILE.exec(file)
    const answer = match && (await serve(name, Number(match[1]), match[2] as ImageFormat))
    if (!answer) throw notFound(c)
    return answer
  })

  app.openapi(contract.image, async (c) => {
    const { name } = c.req.valid('param')
    const kind = uploadedKind(imagePath(name))
    const answer = kind && (await serve(name, IMAGE_KINDS[kind].widths[0], 'jpg'))
    if (!answer) throw notFound(c)
    return answer
  })
  return app
}
