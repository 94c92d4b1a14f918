import type { BoardOrder } from '#shared/contract/operator/orders'

/** A card's dishes, each with how many and its options: what the kitchen cooks, at a glance. */
export function CardDishes({ lines }: { lines: BoardOrder['lines'] }) {
  return (
    <ul className="order-card__dishes">
      {lines.map((line, index) => (
        // A dish may be in the order twice with other options: its place tells the lines apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move within an order
        <li key={index}>
          <strong>{line.quantity}×</strong> {line.name}
          {line.options.length > 0 && (
            <span className="order-card__options">
              {' '}
              (
              {line.options
                .map((o) => (o.quantity > 1 ? `${o.name} ×${o.quantity}` : o.name))
                .join(', ')}
              )
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
