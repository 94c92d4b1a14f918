import { createElement, use } from 'react'
import type { ProductCard as Card } from '#shared/contract/catalog'
import type { ProductCard } from './ProductCard'

// A card's code stays out of a page's first load: hydration keeps the server's cards as markup
// (ProductGrid), so only cards the browser draws itself need it.
let component: typeof ProductCard | undefined
let loading: Promise<unknown> | undefined

/** Loads the card's code once: the server before it renders, the browser when a navigation starts. */
export function loadProductCard() {
  loading ??= import('./ProductCard').then((module) => {
    component = module.ProductCard
  })
  return loading
}

/** The card, or a suspension until its code is here (the grid's Suspense boundary shows nothing). */
export function LoadedProductCard(props: { product: Card; eager?: boolean }) {
  if (!component) use(loadProductCard())
  return createElement(component as typeof ProductCard, props)
}
