// An audit row's change in words a manager reads: one line per field that changed, "field: before
// → after", instead of two blobs of JSON.

type Plain = Record<string, unknown>

/** Fields the log keeps in cents: shown as money. */
const MONEY = new Set([
  'amount',
  'total',
  'subtotal',
  'price',
  'deliveryFee',
  'minOrder',
  'freeDeliveryFrom',
  'bonusSpent',
])

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value as text: lists joined, objects as "key: value" pairs, nothing as a dash. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(', ') : '—'
  if (isPlain(value)) {
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${auditValue(item)}`)
      .join('; ')
  }
  return String(value)
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The lines of a change: the fields that differ (all of them for a creation), then the details;
 * amounts in cents through `price`.
 */
export function changeLines(
  before: unknown,
  after: unknown,
  details: unknown,
  price: (cents: number) => string,
): string[] {
  const shown = (key: string, value: unknown) =>
    MONEY.has(key) && typeof value === 'number' ? price(value) : auditValue(value)
  const lines: string[] = []
  if (isPlain(before) || isPlain(after)) {
    const was = isPlain(before) ? before : {}
    const now = isPlain(after) ? after : {}
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      if (same(was[key], now[key])) continue
      lines.push(
        key in was
          ? `${key}: ${shown(key, was[key])} → ${shown(key, now[key])}`
          : `${key}: ${shown(key, now[key])}`,
      )
    }
  } else if (before != null || after != null) {
    lines.push(before == null ? auditValue(after) : `${auditValue(before)} → ${auditValue(after)}`)
  }
  if (isPlain(details)) {
    for (const [key, value] of Object.entries(details)) lines.push(`${key}: ${shown(key, value)}`)
  } else if (details != null) {
    lines.push(auditValue(details))
  }
  return lines
}
