import type { ProductCard as Card } from '../../../shared/schemas'
import { ProductCard } from './ProductCard'

export function ProductGrid({
  products,
  eager = 0,
}: {
  products: readonly Card[]
  eager?: number
}) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  )
}
