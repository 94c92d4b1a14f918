import type { CartModifier } from './cart'
import type { ModifierGroup } from './contract/catalog'

/** Chosen quantity per modifier option id. */
export type Selection = Readonly<Record<number, number>>

export type GroupProblem = { groupId: number; kind: 'min' | 'max' | 'quantity' | 'unknown' }

/**
 * The rules of a product's modifier groups: a group takes between `min` (when required, at least 1)
 * and `max` distinct options, each up to its own maximum quantity. The server checks the same.
 */
export function selectionProblems(
  groups: readonly ModifierGroup[],
  selection: Selection,
): GroupProblem[] {
  const problems: GroupProblem[] = []
  const known = new Set<number>()
  for (const group of groups) {
    const chosen = group.options.filter((o) => (selection[o.id] ?? 0) > 0)
    for (const option of group.options) known.add(option.id)
    const min = group.required ? Math.max(group.min, 1) : group.min
    if (chosen.length < min) problems.push({ groupId: group.id, kind: 'min' })
    if (chosen.length > group.max) problems.push({ groupId: group.id, kind: 'max' })
    if (chosen.some((o) => (selection[o.id] ?? 0) > o.maxQuantity)) {
      problems.push({ groupId: group.id, kind: 'quantity' })
    }
  }
  for (const [id, quantity] of Object.entries(selection)) {
    if (quantity > 0 && !known.has(Number(id))) problems.push({ groupId: 0, kind: 'unknown' })
  }
  return problems
}

/** The selection as cart modifiers, priced from the catalog, in a stable order. */
export function toCartModifiers(
  groups: readonly ModifierGroup[],
  selection: Selection,
): CartModifier[] {
  return groups.flatMap((group) =>
    group.options
      .filter((o) => (selection[o.id] ?? 0) > 0)
      .map((o) => ({ id: o.id, quantity: selection[o.id]!, currentPrice: o.price })),
  )
}

/** One unit of the product with its modifiers, in cents. */
export function unitPrice(basePrice: number, modifiers: readonly CartModifier[]): number {
  return modifiers.reduce((sum, m) => sum + m.currentPrice * m.quantity, basePrice)
}
