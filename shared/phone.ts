// Spec §5 and §7: the phone travels as digits only; the X-Line-Header proves (weakly: anyone can
// compute it, security.md AUTH-10) that the request came from our page today.
import { telHref } from './tel'

export const PHONE_MAX_DIGITS = 15
export const PHONE_PLACEHOLDER = '+359 88 123 4567'
export const DEFAULT_LINE_SUFFIX = 'hanami-line-dev'

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/** `+359 888 123 456` as the customer sees it while typing: at most 15 digits. */
export function formatPhone(value: string): string {
  const digits = digitsOnly(value).slice(0, PHONE_MAX_DIGITS)
  if (!digits) return ''
  const groups = [
    digits.slice(0, 3),
    digits.slice(3, 6),
    digits.slice(6, 8),
    digits.slice(8, 10),
    digits.slice(10),
  ]
  const [country, a, b, c, rest] = groups
  return `+${country}${a ? ` ${a}` : ''}${b ? `-${b}` : ''}${c ? `-${c}` : ''}${rest ? `-${rest}` : ''}`
}

/** DD/MM/YYYY of `date` in a time zone (the browser's own when none is given). */
export function lineDate(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date)
}

/** SHA-256 hex of the digits, the fixed suffix and the date, by Web Crypto on both sides. */
export async function lineHeader(
  digits: string,
  suffix: string,
  dateText: string,
): Promise<string> {
  const bytes = new TextEncoder().encode(`${digits}${suffix}${dateText}`)
  const hash = await globalThis.crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** A `tel:` link for a customer's phone as stored: international digits without their `+`. */
export function customerTelHref(digits: string): string {
  return telHref(`+${digitsOnly(digits)}`)
}
