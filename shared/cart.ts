import { z } from 'zod'

// Spec §3 and §4: the cart's lines and rules, the same in the browser and on the server.

export const CartModifier = z.object({
  id: z.int().positive(),
  quantity: z.int().positive().max(99),
  currentPrice: z.int().min(0),
})
export type CartModifier = z.infer<typeof CartModifier>

export const CartLine = z.object({
  id: z.int().positive(),
  quantity: z.int().positive().max(99),
  currentPrice: z.int().min(0),
  modifiers: z.array(CartModifier).max(50),
})
export type CartLine = z.infer<typeof CartLine>

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

/** What storage holds, if it is a cart; anything corrupt or of an old format reads as empty. */
export function parseCart(raw: unknown): CartLine[] {
  const parsed = z.array(CartLine).max(100).safeParse(raw)
  if (!parsed.success) return []
  return parsed.data.reduce<CartLine[]>((lines, line) => addLine(lines, line), [])
}

export function lineCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0)
}

export function clearLines(): CartLine[] {
  return []
}
