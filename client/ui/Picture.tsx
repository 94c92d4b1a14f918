import { IMAGE_FORMATS, IMAGE_KINDS, uploadedKind, variantPath } from '#shared/images'
import './Picture.css'

type Props = {
  image: string
  placeholder?: string | null
  alt: string
  /** The displayed width at each breakpoint, for the browser to pick a variant (`sizes`). */
  sizes: string
  /** The page's largest paint: fetched first. Otherwise it loads as it nears the screen. */
  priority?: boolean
}

/**
 * An uploaded photo as `<picture>`: AVIF, then WebP, then JPEG, each at every width of its kind,
 * with its intrinsic size (no layout shift) over its blurred placeholder. A plain file (an SVG of
 * the shop's own) is one `<img>`; no picture at all leaves the box's background. Lean on purpose:
 * it is in every storefront page's first load.
 */
export function Picture({ image, placeholder, alt, sizes, priority }: Props) {
  const kind = uploadedKind(image)
  const loading = priority ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : undefined
  if (!kind) {
    return image ? (
      <img src={image} alt={alt} width={160} height={160} {...{ loading, fetchPriority }} />
    ) : null
  }
  const { widths, ratio } = IMAGE_KINDS[kind]
  const largest = widths[2]
  const [avif, webp, jpg] = IMAGE_FORMATS.map((format) =>
    widths.map((width) => `${variantPath(image, width, format)} ${width}w`).join(),
  )
  return (
    <span className="photo">
      {placeholder && <img className="photo__blur" src={placeholder} alt="" aria-hidden="true" />}
      <picture>
        <source type="image/avif" srcSet={avif} sizes={sizes} />
        <source type="image/webp" srcSet={webp} sizes={sizes} />
        <img
          src={variantPath(image, widths[1], 'jpg')}
          srcSet={jpg}
          alt={alt}
          {...{ sizes, loading, fetchPriority }}
          width={largest}
          height={Math.round(largest / ratio)}
        />
      </picture>
    </span>
  )
}
