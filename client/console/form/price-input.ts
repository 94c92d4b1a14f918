/** Euros as staff type them (12.90, 12,90 or 12) in cents; null when it is no amount. */
export function parseEuros(text: string): number | null {
  const match = /^\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*$/.exec(text)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** Cents as an amount to edit: 1290 → 12.90. */
export function toEuros(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/**
 * A whole number as typed into a settings form, or the text itself when it is none: the API
 * refuses that on its field, with the form's other problems, in its own words. Typed as the count
 * the contract asks for, as the text is sent only to be refused.
 */
export function countOrText(text: string): number {
  return (/^\s*\d{1,6}\s*$/.test(text) ? Number(text) : text) as number
}

/** A whole number as staff type it (grams, pieces, a position); empty is null, a typo undefined. */
export function parseCount(text: string): number | null | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : undefined
}
