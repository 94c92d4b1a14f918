import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { Database } from '#server/db/client'
import { variantBody } from '#server/images/store'
import { translate } from '#shared/i18n'
import { IMAGE_KINDS, IMAGE_TYPES, type ImageFormat, imagePath, uploadedKind } from '#shared/images'
import { ApiError } from '../errors'
import type { OpenApi } from '../openapi'
import { requestLang } from '../validate'

// An address is derived from the original's content, so what it names never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable'
const VARIANT_FILE = /^(\d{2,4})\.(avif|webp|jpg)$/

/** Uploaded pictures, for the browser and for the Workers edge, which passes /api/* on. */
export function imageRoutes(db: Database, docs: OpenApi) {
  const app = new Hono()

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

  docs.add({
    method: 'get',
    path: '/images/:name/:file',
    tag: 'images',
    summary:
      'One variant of an uploaded picture: {width}.avif, .webp or .jpg at a width its kind is cut at (immutable)',
    response: z.string(),
    produces: 'image/*',
    errors: [404],
  })
  app.get('/images/:name/:file', async (c) => {
    const match = VARIANT_FILE.exec(c.req.param('file'))
    const answer =
      match && (await serve(c.req.param('name'), Number(match[1]), match[2] as ImageFormat))
    if (!answer) throw notFound(c)
    return answer
  })

  docs.add({
    method: 'get',
    path: '/images/:name',
    tag: 'images',
    summary:
      'An uploaded picture as a JPEG at its smallest width, for places that take one address',
    response: z.string(),
    produces: 'image/jpeg',
    errors: [404],
  })
  app.get('/images/:name', async (c) => {
    const name = c.req.param('name')
    const kind = uploadedKind(imagePath(name))
    const answer = kind && (await serve(name, IMAGE_KINDS[kind].widths[0], 'jpg'))
    if (!answer) throw notFound(c)
    return answer
  })
  return app
}
