// Apart from shared/phone.ts (the sign-in's formatting and line header): every page's footer
// links the shop's phone, and its first load carries nothing more (docs/benchmarks.md, first load).

/** A `tel:` link for a phone number as the restaurant writes it (`+359 88 812 3400`). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
