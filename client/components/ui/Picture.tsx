import {
  heightFor,
  IMAGE_KINDS,
  type ImageFormat,
  uploadedKind,
  variantPath,
} from '../../../shared/images'
import './Picture.css'

type Props = {
  image: string
  placeholder?: string | null
  alt: string
  /** The displayed width at each breakpoint, for the browser to pick a variant (`sizes`). */
  sizes: string
  /** The page's largest paint: fetched first. Otherwise pictures load as they near the screen. */
  priority?: boolean
  /** Above the fold but not the largest paint: fetched at once, at normal priority. */
  eager?: boolean
}

/**
 * An uploaded photo as `<picture>`: AVIF, then WebP, then JPEG, each at every width of its kind,
 * with its intrinsic size (no layout shift) over its blurred placeholder. A plain file (an SVG of
 * the shop's own) is one `<img>`; no picture at all leaves the box's background.
 */
export function Picture({ image, placeholder, alt, sizes, priority, eager }: Props) {
  if (!image) return null
  const kind = uploadedKind(image)
  const loading = priority || eager ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : undefined
  if (!kind) {
    return (
      <img
        src={image}
        alt={alt}
        width={160}
        height={160}
        loading={loading}
        fetchPriority={fetchPriority}
      />
    )
  }
  const widths = IMAGE_KINDS[kind].widths
  const set = (format: ImageFormat) =>
    widths.map((width) => `${variantPath(image, width, format)} ${width}w`).join(', ')
  const largest = widths[widths.length - 1]!
  return (
    <span className="photo">
      {placeholder && <img className="photo__blur" src={placeholder} alt="" aria-hidden="true" />}
      <picture>
        <source type="image/avif" srcSet={set('avif')} sizes={sizes} />
        <source type="image/webp" srcSet={set('webp')} sizes={sizes} />
        <img
          src={variantPath(image, widths[1] ?? largest, 'jpeg')}
          srcSet={set('jpeg')}
          sizes={sizes}
          alt={alt}
          width={largest}
          height={heightFor(kind, largest)}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding={priority ? undefined : 'async'}
        />
      </picture>
    </span>
  )
}
