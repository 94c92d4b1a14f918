// Spec §3 and §4: the cart's lines and rules, the same in the browser and on the server. No zod
// here: this module is in every page's JavaScript (the API validates with shared/contract/cart.ts).

export type CartModifier = { id: number; quantity: number; currentPrice: number }
export type CartLine = {
  id: number
  quantity: number
  currentPrice: number
  modifiers: CartModifier[]
}

export const CART_KEY = 'hanami:cart'
export const MAX_LINE_QUANTITY = 99

/** Two lines are the same product when their modifier sets have the same ids with the same quantities. */
export function sameModifiers(a: readonly CartModifier[], b: readonly CartModifier[]): boolean {
  if (a.length !== b.length) return false
  const quantities = new Map(a.map((m) => [m.id, m.quantity]))
  return b.every((m) => quantities.get(m.id) === m.quantity)
}

export function sameLine(
  a: Pick<CartLine, 'id' | 'modifiers'>,
  b: Pick<CartLine, 'id' | 'modifiers'>,
) {
  return a.id === b.id && sameModifiers(a.modifiers, b.modifiers)
}

/** Adds to the matching line's quantity, or appends a new line. */
export function addLine(lines: readonly CartLine[], item: CartLine): CartLine[] {
  const index = lines.findIndex((line) => sameLine(line, item))
  if (index === -1)
    return [...lines, { ...item, quantity: Math.min(item.quantity, MAX_LINE_QUANTITY) }]
  return lines.map((line, i) =>
    i === index
      ? { ...line, quantity: Math.min(line.quantity + item.quantity, MAX_LINE_QUANTITY) }
      : line,
  )
}

/**
 * Reduces the matching line by `quantity` when it has more than one and `quantity` is positive;
 * otherwise (or when nothing would be left) removes the line.
 */
export function removeLine(
  lines: readonly CartLine[],
  item: Pick<CartLine, 'id' | 'modifiers'>,
  quantity: number,
): CartLine[] {
  const index = lines.findIndex((line) => sameLine(line, item))
  if (index === -1) return [...lines]
  const line = lines[index]!
  if (line.quantity > 1 && quantity > 0 && line.quantity - quantity > 0) {
    return lines.map((l, i) => (i === index ? { ...l, quantity: l.quantity - quantity } : l))
  }
  return lines.filter((_, i) => i !== index)
}

const count = (value: unknown, min: number, max: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max

function isModifier(value: unknown): value is CartModifier {
  const m = value as CartModifier | null
  return (
    !!m &&
    typeof m === 'object' &&
    count(m.id, 1, Number.MAX_SAFE_INTEGER) &&
    count(m.quantity, 1, 99) &&
    count(m.currentPrice, 0, Number.MAX_SAFE_INTEGER)
  )
}

export function isCartLine(value: unknown): value is CartLine {
  const line = value as CartLine | null
  return (
    isModifier(line && { id: line.id, quantity: line.quantity, currentPrice: line.currentPrice }) &&
    Array.isArray(line!.modifiers) &&
    line!.modifiers.length <= 50 &&
    line!.modifiers.every(isModifier)
  )
}

/** What storage holds, if it is a cart; anything corrupt or of an old format reads as empty. */
export function parseCart(raw: unknown): CartLine[] {
  if (!Array.isArray(raw) || raw.length > 100 || !raw.every(isCartLine)) return []
  const lines = raw.map((line) => ({
    id: line.id,
    quantity: line.quantity,
    currentPrice: line.currentPrice,
    modifiers: line.modifiers.map((m) => ({
      id: m.id,
      quantity: m.quantity,
      currentPrice: m.currentPrice,
    })),
  }))
  return lines.reduce<CartLine[]>((merged, line) => addLine(merged, line), [])
}

export function lineCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

export function clearLines(): CartLine[] {
  return []
}
