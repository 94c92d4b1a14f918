import type { CatalogView } from '#server/api/catalog/store'
import type { OrderLineModifier } from '#server/db/schema'

type NamedLine = { productId: number; name: string; modifiers: OrderLineModifier[] }

/**
 * An order's lines with dishes and options named in the reader's language (`view`'s), not the
 * customer's, in which they were stored: the kitchen reads every order alike, whoever ordered.
 * A dish or option deleted since keeps the name it was ordered under.
 */
export function linesNamedIn<L extends NamedLine>(lines: L[], view: CatalogView): L[] {
  return lines.map((line) => ({
    ...line,
    name: view.productById.get(line.productId)?.name ?? line.name,
    modifiers: line.modifiers.map((m) => ({
      ...m,
      name: view.optionById.get(m.id)?.name ?? m.name,
    })),
  }))
}
