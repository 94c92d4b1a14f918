// Uploaded pictures: each is cut to the shape of the place that shows it and served at a few widths
// in AVIF, WebP and JPEG. Addresses are derived from the original's content hash, so a variant never
// changes under its address (immutable caching) and the browser derives every srcset from `image`.

export const IMAGE_KINDS = {
  /** Dishes, categories and promotions: the 4:3 box of a card and of the product page. */
  dish: { ratio: 4 / 3, widths: [360, 640, 960] },
  /** The home page's banner, across the page. */
  banner: { ratio: 12 / 5, widths: [640, 1280, 1920] },
} as const

export type ImageKind = keyof typeof IMAGE_KINDS
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export const IMAGE_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

const UPLOADED = /^\/api\/images\/(dish|banner)-([a-f0-9]{24})$/

/** An uploaded picture's address from its key: its kind and the hash of its original. */
export const imagePath = (key: string) => `/api/images/${key}`

/** The kind of an uploaded picture's address, or null for a plain file (a static SVG). */
export function uploadedKind(image: string): ImageKind | null {
  return (UPLOADED.exec(image)?.[1] as ImageKind | undefined) ?? null
}

export const variantPath = (image: string, width: number, format: ImageFormat) =>
  `${image}/${width}.${format === 'jpeg' ? 'jpg' : format}`

export const heightFor = (kind: ImageKind, width: number) =>
  Math.round(width / IMAGE_KINDS[kind].ratio)
