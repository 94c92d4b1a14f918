import { fileURLToPath } from 'node:url'
import type { OverlayOptions } from 'sharp'
import type { ImageKind } from '#shared/images'
import { renderVariant } from './pipeline'
import { loadSharp } from './sharp'

// Share previews (og:image) as the 1200 × 630 JPEG that Facebook, Viber and Telegram show: the
// picture on the brand's dark background with the name and the price. The text is set in a font the
// shop carries (Liberation Sans Bold, SIL OFL), so a container without system fonts draws it too.
// Source and bundle keep the font beside themselves (scripts/build.mjs copies it).
const FONT = fileURLToPath(new URL('./fonts/LiberationSans-Bold.ttf', import.meta.url))
const WIDTH = 1200
const HEIGHT = 630
const ORANGE = '#ff4a0b'

const markupSafe = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One block of text in the shop's font, wrapped at `width`. */
async function text(content: string, size: number, colour: string, width: number) {
  const sharp = await loadSharp()
  return sharp({
    text: {
      text: `<span foreground="${colour}" size="${size * 1024}">${markupSafe(content)}</span>`,
      font: 'Liberation Sans Bold',
      fontfile: FONT,
      width,
      wrap: 'word',
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
}

const BACKGROUND = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#1c1b1a"/><stop offset="1" stop-color="#3a2a22"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/><circle cx="1080" cy="90" r="260" fill="${ORANGE}" opacity="0.16"/><rect x="0" y="${HEIGHT - 12}" width="${WIDTH}" height="12" fill="${ORANGE}"/></svg>`,
)

export type ShareCard = {
  /** The picture's original (null: none) and its kind. */
  picture: { original: Uint8Array; kind: ImageKind } | null
  title: string
  /** The price, formatted in the page's language; none on the home page. */
  price?: string
  brand: string
}

/** A share preview: the picture on the left (a dish) or across (the banner), the text beside it. */
export async function shareImage(card: ShareCard): Promise<Buffer> {
  const sharp = await loadSharp()
  const layers: OverlayOptions[] = []
  const wide = card.picture?.kind === 'banner'
  if (card.picture) {
    const width = wide ? 1920 : 960
    const cut = await renderVariant(card.picture.original, card.picture.kind, width, 'jpg')
    const size = wide ? { width: WIDTH, height: 500 } : { width: 560, height: 420 }
    layers.push({
      input: await sharp(cut).resize(size.width, size.height).toBuffer(),
      left: wide ? 0 : 48,
      top: wide ? 0 : 105,
    })
    if (wide) {
      layers.push({
        input: Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect y="300" width="${WIDTH}" height="330" fill="#1c1b1a" opacity="0.85"/></svg>`,
        ),
        left: 0,
        top: 0,
      })
    }
  }
  const left = wide || !card.picture ? 64 : 660
  const room = WIDTH - left - 56
  const title = await text(card.title, wide ? 60 : 52, '#ffffff', room)
  let top = wide ? 360 : 150
  layers.push({ input: title.data, left, top })
  top += Math.min(title.info.height, 260) + 24
  if (card.price) {
    const price = await text(card.price, 56, ORANGE, room)
    layers.push({ input: price.data, left, top })
    top += price.info.height + 24
  }
  const brand = await text(card.brand, 28, '#f1e9e2', room)
  layers.push({ input: brand.data, left, top: Math.min(top, HEIGHT - 70) })
  return sharp(BACKGROUND).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
