import { proxy, useSnapshot } from 'valtio'
import {
  addLine,
  CART_KEY,
  type CartLine,
  clearLines,
  lineCount,
  parseCart,
  removeLine,
} from '../../shared/cart'
import { onStoredChange, readStored, writeStored } from './persist'

export const cart = proxy({ lines: [] as CartLine[], ready: false })

// Spec §4: the cart is reloaded from storage before each change, so tabs never overwrite each other.
function reload() {
  cart.lines = parseCart(readStored(CART_KEY))
}

function change(next: (lines: CartLine[]) => CartLine[]) {
  reload()
  cart.lines = next(cart.lines)
  writeStored(CART_KEY, cart.lines)
}

export function addToCart(item: CartLine) {
  change((lines) => addLine(lines, item))
}

export function removeFromCart(item: Pick<CartLine, 'id' | 'modifiers'>, quantity = 1) {
  change((lines) => removeLine(lines, item, quantity))
}

export function clearCart() {
  change(clearLines)
}

/** Browser only: fills the store after hydration and follows other tabs. */
export function startCart() {
  reload()
  cart.ready = true
  onStoredChange(CART_KEY, reload)
}

export function useCart() {
  const snapshot = useSnapshot(cart)
  const lines = snapshot.lines as readonly CartLine[]
  return { lines, count: lineCount(lines), ready: snapshot.ready }
}
