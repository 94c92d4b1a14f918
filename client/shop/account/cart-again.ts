import { trackEcommerce } from '#client/shop/analytics'
import { addToCart } from '#client/shop/stores/cart'
import type { OrderLine } from './types'

/**
 * Puts an order's lines into the cart as they were chosen; the cart prices them again (and says
 * what is no longer available), so the remembered price is the dish's own, without its options.
 */
export function putBackInCart(lines: readonly OrderLine[]) {
  for (const line of lines) {
    const options = line.modifiers.reduce((sum, m) => sum + m.price * m.quantity, 0)
    addToCart({
      id: line.productId,
      quantity: line.quantity,
      currentPrice: Math.max(0, line.unitPrice - options),
      modifiers: line.modifiers.map((m) => ({
        id: m.id,
        quantity: m.quantity,
        currentPrice: m.price,
      })),
    })
  }
  trackEcommerce(
    'add_to_cart',
    lines.map((line) => ({
      id: line.productId,
      name: line.name,
      price: line.unitPrice,
      quantity: line.quantity,
    })),
  )
}
