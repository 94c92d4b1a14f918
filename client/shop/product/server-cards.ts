import type { MouseEvent } from 'react'
import { addDishToCart } from '#client/shop/stores/cart'
import { toggleFavorite } from '#client/shop/stores/favorites'
import type { ProductCard } from '#shared/contract/catalog'

/**
 * A click in a grid of cards hydrated as the server drew them (ProductGrid): the heart or the "Add"
 * button of a card, as FavoriteButton and AddToCartButton would handle it.
 */
export function onServerCardClick(
  event: MouseEvent<HTMLElement>,
  products: readonly ProductCard[],
) {
  const target = event.target as Element
  const card = target.closest<HTMLElement>('[data-product-id]')
  const product = products.find((p) => String(p.id) === card?.dataset.productId)
  if (!product) return
  if (target.closest('.favorite-button')) toggleFavorite(product.id)
  else if (target.closest('[data-add-to-cart]')) addDishToCart(product)
}

/** Draws each heart of the grid pressed or not, as FavoriteButton renders it. */
export function showFavorites(grid: HTMLElement, favorites: readonly number[]) {
  for (const card of grid.querySelectorAll<HTMLElement>('[data-product-id]')) {
    const button = card.querySelector('.favorite-button')
    if (!button) continue
    const pressed = favorites.includes(Number(card.dataset.productId))
    button.setAttribute('aria-pressed', String(pressed))
    button
      .querySelector('use')
      ?.setAttribute('href', `/icons.svg#${pressed ? 'heart-filled' : 'heart'}`)
  }
}
