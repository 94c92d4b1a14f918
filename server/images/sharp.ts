import type SharpModule from 'sharp'

// libvips takes about 19 MB the moment sharp is imported, and an instance may serve for hours
// before it cuts a picture (variants are kept once cut, uploads are rare): it is loaded then.
let loading: Promise<typeof SharpModule> | undefined

/** sharp, imported once on first use. */
export const loadSharp = () => {
  loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps recent operations' pixels (up to 50 MB) for a repeat this pipeline never asks
    // for: a variant is cut once and kept. Under 512 MB that cache is memory a second upload needs.
    sharp.cache(false)
    return sharp
  })
  return loading
}
