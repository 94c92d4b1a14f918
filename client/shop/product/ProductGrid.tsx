import { type RefObject, Suspense, useEffect, useRef, useState } from 'react'
import { useFavorites } from '#client/shop/stores/favorites'
import { useHydrated } from '#client/ui/hydrated'
import type { ProductCard as Card } from '#shared/contract/catalog'
import { LoadedProductCard } from './card-code'
import { onServerCardClick, showFavorites } from './server-cards'

// Hydration leaves an element with inner HTML as the server sent it and hydrates nothing inside.
const AS_SERVER_SENT = { __html: '' }

type Props = { products: readonly Card[]; eager?: number }

/**
 * The server's cards are hydrated as plain markup: a card's only live parts, its heart and its
 * "Add" button, are handled here for the whole grid (one click handler, one favorites
 * subscription) instead of by eight components per card. Cards the browser renders itself (other
 * products after a client navigation, the recently viewed list) are React components as usual.
 */
export function ProductGrid({ products, eager = 0 }: Props) {
  const hydrating = !useHydrated()
  // Decided once, at hydration, for the products the server drew.
  const [serverDrawn] = useState(() => (hydrating && !import.meta.env.SSR ? products : null))
  const list = useRef<HTMLUListElement>(null)
  if (import.meta.env.SSR) return <Cards products={products} eager={eager} />
  if (serverDrawn !== products) {
    return (
      <Suspense>
        <Cards products={products} eager={eager} />
      </Suspense>
    )
  }
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks come from the cards' buttons, which keys press too */}
      <ul
        className="product-grid"
        ref={list}
        onClick={(event) => onServerCardClick(event, products)}
      >
        {products.map((product) => (
          <li
            key={product.id}
            data-product-id={product.id}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant; the server's card stays
            dangerouslySetInnerHTML={AS_SERVER_SENT}
            suppressHydrationWarning
          />
        ))}
      </ul>
      <ServerCardsState grid={list} />
    </>
  )
}

function Cards({ products, eager = 0 }: Props) {
  return (
    <ul className="product-grid">
      {products.map((product, index) => (
        <li key={product.id} data-product-id={product.id}>
          <LoadedProductCard product={product} eager={index < eager} />
        </li>
      ))}
    </ul>
  )
}

/** The hearts of the server's cards follow the favorites. */
function ServerCardsState({ grid }: { grid: RefObject<HTMLUListElement | null> }) {
  const { ids } = useFavorites()
  useEffect(() => {
    if (grid.current) showFavorites(grid.current, ids)
  }, [grid, ids])
  return null
}
