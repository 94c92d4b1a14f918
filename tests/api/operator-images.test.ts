import { count, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import en from '#locales/en.json'
import { categories, images, imageVariants, products, siteValues } from '#server/db/schema'
import { IMAGE_KINDS, variantPath } from '#shared/images'
import { send, useApi } from '#tests/support/api'
import { engines } from '#tests/support/databases'
import { type OperatorClient, operatorClient } from '#tests/support/operator'
import { heic, photo, pixelBomb } from '#tests/support/pictures'

const ENGINES = await engines()
type Uploaded = { data: { image: string } }
type Refused = { message: string; errors: { file: string } }

describe.each(ENGINES)('photo uploads on %s', (engine) => {
  const t = useApi(engine)
  let op: OperatorClient
  let manager: string
  let productId: number

  beforeAll(async () => {
    op = operatorClient(t)
    manager = await op.staffOf('manager')
    const [first] = await t.db.select({ id: products.id }).from(products).limit(1)
    productId = first!.id
  })

  const upload = (path: string, file: Buffer, name: string, type: string, token = manager) => {
    const form = new FormData()
    form.set('file', new File([new Uint8Array(file)], name, { type }))
    return send<Uploaded & Refused>(op.api, `/api/operator${path}`, {
      method: 'POST',
      lang: 'en',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
  }
  const productImage = async () =>
    (
      await t.db.select({ image: products.image }).from(products).where(eq(products.id, productId))
    )[0]!.image
  const stored = async () => (await t.db.select({ n: count() }).from(images))[0]!.n

  it('takes a JPEG for a dish, cuts AVIF, WebP and JPEG at every width, and serves them immutable', async () => {
    const reply = await upload(
      `/products/${productId}/image`,
      await photo('jpeg'),
      'maki.jpg',
      'image/jpeg',
    )
    expect(reply.status, reply.text).toBe(200)
    const image = reply.body.data.image
    expect(image).toMatch(/^\/api\/images\/dish-[a-f0-9]{24}$/)
    expect(await productImage()).toBe(image)
    const key = image.split('/').pop()!
    const cut = await t.db.select().from(imageVariants).where(eq(imageVariants.key, key))
    expect(cut).toHaveLength(IMAGE_KINDS.dish.widths.length * 3)

    const avif = await t.api.request(variantPath(image, 640, 'avif'))
    expect(avif.status).toBe(200)
    expect(avif.headers.get('content-type')).toBe('image/avif')
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = Buffer.from(await avif.arrayBuffer())
    expect(bytes.subarray(4, 12).toString('latin1')).toBe('ftypavif')
    const jpeg = await t.api.request(image)
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect((await t.api.request(`${image}/123.avif`)).status).toBe(404)
    expect((await t.api.request('/api/images/dish-000000000000000000000000/640.avif')).status).toBe(
      404,
    )
  })

  it('takes a PNG sent under a lying .jpg name and type: the content decides', async () => {
    const reply = await upload(
      `/categories/${(await t.db.select().from(categories).limit(1))[0]!.id}/image`,
      await photo('png', 700, 700),
      'photo.jpg',
      'image/jpeg',
    )
    expect(reply.status, reply.text).toBe(200)
  })

  it('puts a banner on the home page and takes it away', async () => {
    const reply = await upload(
      '/site/banner',
      await photo('jpeg', 1600, 700),
      'hero.jpg',
      'image/jpeg',
    )
    expect(reply.status, reply.text).toBe(200)
    expect(reply.body.data.image).toMatch(/^\/api\/images\/banner-/)
    const removed = await op.operator('DELETE', '/site/banner', manager)
    expect(removed.status).toBe(200)
    expect(await t.db.select().from(siteValues).where(eq(siteValues.key, 'banner'))).toEqual([])
  })

  it.each([
    ['a HEIC from an iPhone', heic(), 'IMG_0001.HEIC', 'image/heic', 422, en.operator.image.heic],
    [
      'a text file named .jpg',
      Buffer.from('not a picture at all'),
      'menu.jpg',
      'image/jpeg',
      422,
      en.operator.image.type,
    ],
    [
      'an SVG (scripts can hide in one)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>'),
      'a.svg',
      'image/svg+xml',
      422,
      en.operator.image.type,
    ],
    [
      'a 20 MB file',
      Buffer.alloc(20 * 1024 * 1024, 0xff),
      'huge.jpg',
      'image/jpeg',
      413,
      en.operator.image.tooLarge.replace('{{mb}}', '10'),
    ],
    [
      'a pixel bomb',
      pixelBomb(),
      'bomb.png',
      'image/png',
      422,
      en.operator.image.pixels.replace('{{megapixels}}', '64'),
    ],
  ])(
    'refuses %s on the file field, and keeps nothing of it',
    async (_what, file, name, type, status, message) => {
      const before = { image: await productImage(), stored: await stored() }
      const reply = await upload(`/products/${productId}/image`, file, name, type)
      expect(reply.status, reply.text).toBe(status)
      expect(reply.body.errors.file).toBe(message)
      expect({ image: await productImage(), stored: await stored() }).toEqual(before)
    },
  )

  it('refuses a picture too small to fill a card', async () => {
    const reply = await upload(
      `/products/${productId}/image`,
      await photo('jpeg', 200, 150),
      'tiny.jpg',
      'image/jpeg',
    )
    expect(reply.status).toBe(422)
    expect(reply.body.errors.file).toBe(
      'The photo is too small: it needs at least 360 × 270 pixels.',
    )
  })

  it('answers 404 for a dish that does not exist, storing nothing', async () => {
    const before = await stored()
    const reply = await upload(
      '/products/999999/image',
      await photo('jpeg', 900, 600),
      'x.jpg',
      'image/jpeg',
    )
    expect(reply.status).toBe(404)
    expect(await stored()).toBe(before)
  })

  it('lets managers and admins upload, not the kitchen or anyone signed out', async () => {
    const file = await photo('jpeg', 640, 480)
    expect(
      (
        await upload(
          `/products/${productId}/image`,
          file,
          'a.jpg',
          'image/jpeg',
          await op.staffOf('kitchen'),
        )
      ).status,
    ).toBe(403)
    expect(
      (await upload(`/products/${productId}/image`, file, 'a.jpg', 'image/jpeg', 'x'.repeat(43)))
        .status,
    ).toBe(401)
    expect(
      (
        await upload(
          `/products/${productId}/image`,
          file,
          'a.jpg',
          'image/jpeg',
          await op.staffOf('admin'),
        )
      ).status,
    ).toBe(200)
  })

  it('takes a dish photo away: the card shows the plain background', async () => {
    const reply = await op.operator('DELETE', `/products/${productId}/image`, manager)
    expect(reply.status).toBe(200)
    expect(await productImage()).toBe('')
  })
})
