// Shop prices include VAT, as prices to consumers must. An invoice states each line's
// tax base and the VAT (ЗДДС art. 114(1)), so both are taken back out of the gross amounts, in
// integer cents:
//
// 1. The invoice's tax base is its gross total × 100 / (100 + rate), rounded half away from zero
//    to the cent; its VAT is the gross total less that base. Base + VAT is exactly what the
//    customer paid, and the VAT is off base × rate by at most (100 + rate) / 200 of a cent
//    (0.6 at 20 %): less than one cent.
// 2. The base is spread over the lines in proportion to their gross: each line gets its exact
//    share rounded down, and the cents still missing go one each to the lines with the largest
//    remainders (the earlier line on a tie), so the lines add up to the base exactly.

export type VatSplit = {
  /** Each line's tax base, in the lines' order. */
  bases: number[]
  base: number
  vat: number
  total: number
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
function roundedQuotient(numerator: number, denominator: number): number {
  const whole = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator))
  return numerator < 0 ? -whole : whole
}

/** Splits gross line amounts (cents, VAT included; a discount is a negative line) at `ratePercent`. */
export function splitVat(grossLines: readonly number[], ratePercent: number): VatSplit {
  const divisor = 100 + ratePercent
  const total = grossLines.reduce((sum, gross) => sum + gross, 0)
  const base = roundedQuotient(total * 100, divisor)
  const shares = grossLines.map((gross, index) => {
    const floor = Math.floor((gross * 100) / divisor)
    return { index, floor, remainder: gross * 100 - floor * divisor }
  })
  const bases = shares.map((share) => share.floor)
  const missing = base - bases.reduce((sum, b) => sum + b, 0)
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const share of byRemainder.slice(0, missing)) bases[share.index]! += 1
  return { bases, base, vat: total - base, total }
}
