import { storedList } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'
import {
  addLine,
  CART_KEY,
  type CartLine,
  clearLines,
  lineCount,
  parseCart,
  removeLine,
} from '#shared/cart'
import type { ProductCard } from '#shared/contract/catalog'

// Spec §4: the cart is reloaded from storage before each change, so tabs never overwrite each other.
const cart = storedList(CART_KEY, parseCart)

export const startCart = cart.start

export function addToCart(item: CartLine) {
  cart.change((lines) => addLine(lines, item))
}

/** One portion of a dish without modifiers, as a card's "Add" button puts it in. */
export function addDishToCart(product: ProductCard) {
  addToCart({ id: product.id, quantity: 1, currentPrice: product.price, modifiers: [] })
  // Analytics is not part of the first load: the click brings it (or finds it loaded).
  void import('#client/shop/analytics').then(({ trackEcommerce }) =>
    trackEcommerce('add_to_cart', [
      { id: product.id, name: product.name, price: product.price, quantity: 1 },
    ]),
  )
}

export function removeFromCart(item: Pick<CartLine, 'id' | 'modifiers'>, quantity = 1) {
  cart.change((lines) => removeLine(lines, item, quantity))
}

/** The cart becomes these lines (an assistant's hand-over: checkout/handover.ts). */
export function replaceCart(lines: CartLine[]) {
  cart.change(() => lines)
}

export function clearCart() {
  cart.change(clearLines)
}

export function useCart() {
  const { items, ready } = useStore(cart.state)
  const lines = items as readonly CartLine[]
  return { lines, count: lineCount(lines), ready }
}
