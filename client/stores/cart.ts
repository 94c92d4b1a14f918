import { useSnapshot } from 'valtio'
import {
  addLine,
  CART_KEY,
  type CartLine,
  clearLines,
  lineCount,
  parseCart,
  removeLine,
} from '../../shared/cart'
import { storedList } from './persist'

// Spec §4: the cart is reloaded from storage before each change, so tabs never overwrite each other.
const cart = storedList(CART_KEY, parseCart)

export const startCart = cart.start

export function addToCart(item: CartLine) {
  cart.change((lines) => addLine(lines, item))
}

export function removeFromCart(item: Pick<CartLine, 'id' | 'modifiers'>, quantity = 1) {
  cart.change((lines) => removeLine(lines, item, quantity))
}

export function clearCart() {
  cart.change(clearLines)
}

export function useCart() {
  const { items, ready } = useSnapshot(cart.state)
  const lines = items as readonly CartLine[]
  return { lines, count: lineCount(lines), ready }
}
