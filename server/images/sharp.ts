import type SharpModule from 'sharp'

// libvips takes about 19 MB the moment sharp is imported, and an instance may serve for hours
// before it cuts a picture (variants are kept once cut, uploads are rare): it is loaded then.
let loading: Promise<typeof SharpModule> | undefined

/** sharp, imported once on first use. */
export const loadSharp = () => {
  loading ??= import('sharp').then((module) => module.default)
  return loading
}
