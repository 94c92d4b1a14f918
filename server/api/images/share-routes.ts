import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import * as t from '#server/db/schema'
import { imageJob } from '#server/images/jobs'
import { type ShareCard, shareImage } from '#server/images/share'
import * as contract from '#shared/contract/images'
import { translate } from '#shared/i18n'
import { type ImageKind, uploadedKind } from '#shared/images'
import { isLang, type Lang } from '#shared/locales'
import { formatPrice } from '#shared/money'

// A preview is drawn on its first request and kept while what it shows stays the same; a crawler
// asks again after an hour at most.
const KEPT = 200
const CACHE = 'public, max-age=3600'

/** The share previews (og:image) of the home page and of each product, in each language. */
export function shareRoutes(db: Database, catalog: CatalogStore, now: () => Date) {
  const app = contractApp()
  const drawn = new Map<string, Promise<Buffer>>()

  const original = async (image: string | null): Promise<ShareCard['picture']> => {
    const kind = image ? uploadedKind(image) : null
    if (!image || !kind) return null
    const [row] = await db
      .select({ original: t.images.original })
      .from(t.images)
      .where(eq(t.images.key, image.split('/').pop()!))
    return row ? { original: row.original, kind: kind as ImageKind } : null
  }
  const answer = async (key: string, card: () => Promise<ShareCard>) => {
    let image = drawn.get(key)
    if (!image) {
      image = card().then((drawing) => imageJob(() => shareImage(drawing)))
      drawn.set(key, image)
      image.catch(() => drawn.delete(key))
      if (drawn.size > KEPT) drawn.delete(drawn.keys().next().value!)
    }
    const body = await image
    return new Response(new Uint8Array(body), {
      headers: { 'Content-Type': 'image/jpeg', 'Cache-Control': CACHE },
    })
  }
  const language = (c: Context): Lang => {
    const lang = c.req.param('lang')
    if (!isLang(lang)) throw new ApiError(404, translate(requestLang(c), 'api.imageNotFound'))
    return lang
  }

  app.openapi(contract.shareHome, async (c) => {
    const lang = language(c)
    const view = await catalog.view(lang, now())
    const banner = view.settings.banner?.image ?? null
    const title = translate(lang, 'home.title')
    return answer(`home|${lang}|${banner}|${title}`, async () => ({
      picture: await original(banner),
      title,
      brand: view.settings.brand,
    }))
  })

  app.openapi(contract.shareProduct, async (c) => {
    const lang = language(c)
    const view = await catalog.view(lang, now())
    const product = view.productBySlug.get(c.req.param('file').replace(/\.jpg$/, ''))
    if (!product || !c.req.param('file').endsWith('.jpg')) {
      throw new ApiError(404, translate(lang, 'api.productNotFound'))
    }
    const price = formatPrice(product.price, lang)
    return answer(
      `${lang}|${product.slug}|${product.name}|${price}|${product.image}`,
      async () => ({
        picture: await original(product.image),
        title: product.name,
        price,
        brand: view.settings.brand,
      }),
    )
  })
  return app
}
