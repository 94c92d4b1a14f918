import { trackEcommerce } from '#client/shop/analytics'
import { addToCart } from '#client/shop/stores/cart'
import type { CartLine } from '#shared/cart'
import type { Product } from '#shared/contract/catalog'
import { unitPrice } from '#shared/modifiers'

/** The product page's add: the chosen line into the cart, and told to analytics. */
export function addProductLine(
  product: Pick<Product, 'id' | 'name' | 'price' | 'categoryName'>,
  line: CartLine,
) {
  addToCart(line)
  trackEcommerce('add_to_cart', [
    {
      id: product.id,
      name: product.name,
      price: unitPrice(product.price, line.modifiers),
      quantity: line.quantity,
      category: product.categoryName,
    },
  ])
}
