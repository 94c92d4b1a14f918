import { createHash } from 'node:crypto'
import type { OutputInfo } from 'sharp'
import {
  heightFor,
  IMAGE_FORMATS,
  IMAGE_KINDS,
  type ImageFormat,
  type ImageKind,
} from '#shared/images'
import { MAX_UPLOAD_BYTES } from '#shared/upload'
import { loadSharp } from './sharp'

// The image pipeline on sharp (libvips): an upload is checked by its content, turned upright and
// into sRGB, kept as a normalised original, and cut into the variants the layout needs.

export { MAX_UPLOAD_BYTES }
/** A 48-megapixel phone photo passes; a small file declaring a huge canvas (a pixel bomb) does not. */
export const MAX_INPUT_PIXELS = 64_000_000
const ORIGINAL_MAX_SIDE = 2560

export type ImageProblem = 'type' | 'heic' | 'damaged' | 'tooLarge' | 'pixels' | 'tooSmall'

/** Why a file cannot be a picture; the upload route turns it into a 4xx on the field. */
export class ImageRefused extends Error {
  override name = 'ImageRefused'
  constructor(readonly problem: ImageProblem) {
    super(problem)
  }
}

type Sniffed = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'svg' | null

/** What the first bytes say the file is; the name and the declared type are not trusted. */
export function sniff(bytes: Uint8Array): Sniffed {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12)
    if (brand === 'avif' || brand === 'avis') return 'avif'
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic'
  }
  if (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(ascii(0, 200))) return 'svg'
  return null
}

export type PreparedImage = {
  key: string
  kind: ImageKind
  original: Uint8Array
  width: number
  height: number
  placeholder: string
}

/**
 * Checks and normalises one picture. Uploads may be JPEG, PNG, WebP or AVIF; SVG only when the
 * caller drew it itself (`trusted`), as the demo restaurant's pictures are.
 */
export async function prepareImage(
  input: Uint8Array,
  kind: ImageKind,
  options: { trusted?: boolean } = {},
): Promise<PreparedImage> {
  if (input.byteLength > MAX_UPLOAD_BYTES) throw new ImageRefused('tooLarge')
  const type = sniff(input)
  if (type === 'heic') throw new ImageRefused('heic')
  if (type === null || (type === 'svg' && !options.trusted)) throw new ImageRefused('type')
  const smallest = IMAGE_KINDS[kind].widths[0]
  const sharp = await loadSharp()
  let original: { data: Buffer; info: OutputInfo }
  try {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    const meta = await source.metadata()
    const upright = (meta.orientation ?? 1) >= 5
    const width = (upright ? meta.height : meta.width) ?? 0
    const height = (upright ? meta.width : meta.height) ?? 0
    if (width < smallest || height < heightFor(kind, smallest)) throw new ImageRefused('tooSmall')
    // A drawing of our own stays a drawing: each variant is rasterised from it, sharp at any width.
    if (type === 'svg')
      return {
        ...(await withPlaceholder(input, kind)),
        key: keyOf(kind, input),
        kind,
        original: input,
        width,
        height,
      }
    original = await source
      .rotate()
      .resize(ORIGINAL_MAX_SIDE, ORIGINAL_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: 90 })
      .toBuffer({ resolveWithObject: true })
  } catch (error) {
    if (error instanceof ImageRefused) throw error
    // libvips says "exceeds pixel limit" for a bomb and names the damage otherwise.
    throw new ImageRefused(/pixel limit/i.test(String(error)) ? 'pixels' : 'damaged')
  }
  return {
    ...(await withPlaceholder(original.data, kind)),
    key: keyOf(kind, input),
    kind,
    original: new Uint8Array(original.data),
    width: original.info.width,
    height: original.info.height,
  }
}

/** The address key of a picture: its kind and the hash of the file as it came. */
export const keyOf = (kind: ImageKind, input: Uint8Array) =>
  `${kind}-${createHash('sha256').update(input).digest('hex').slice(0, 24)}`

async function withPlaceholder(picture: Uint8Array, kind: ImageKind) {
  const sharp = await loadSharp()
  const blurred = await sharp(picture)
    .resize(16, heightFor(kind, 16), { fit: 'cover', position: 'attention' })
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer()
  return { placeholder: `data:image/webp;base64,${blurred.toString('base64')}` }
}

/** One variant: the original cut to the kind's shape around what draws the eye, at one width. */
export async function renderVariant(
  original: Uint8Array,
  kind: ImageKind,
  width: number,
  format: ImageFormat,
): Promise<Uint8Array> {
  const sharp = await loadSharp()
  const cut = sharp(original).resize(width, heightFor(kind, width), {
    fit: 'cover',
    position: 'attention',
  })
  const encoded =
    format === 'avif'
      ? cut.avif({ quality: 50, effort: 3 })
      : format === 'webp'
        ? cut.webp({ quality: 72 })
        : cut.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true })
  return new Uint8Array(await encoded.toBuffer())
}

/** Every width and format of a kind, the order the upload cuts them in. */
export const allVariants = (kind: ImageKind) =>
  IMAGE_KINDS[kind].widths.flatMap((width) => IMAGE_FORMATS.map((format) => ({ width, format })))
