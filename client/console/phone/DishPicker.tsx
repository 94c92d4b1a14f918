import { useState } from 'react'
import { Field } from '#client/console/form/Field'
import { browserApi } from '#client/ui/api'
import { useI18n } from '#client/ui/i18n'
import { ModifierPicker } from '#client/ui/ModifierPicker'
import type { CartLine } from '#shared/cart'
import type { Product } from '#shared/contract/catalog'

export type Dish = { id: number; name: string; price: number; available: boolean }

/** How many matches the search lists at once: the caller names a dish, not a category. */
const SHOWN = 8

/** A dish found by name, then chosen with its options and quantity as the shop's page does it. */
export function DishPicker({ dishes, onAdd }: { dishes: Dish[]; onAdd: (line: CartLine) => void }) {
  const { t, lang, price } = useI18n()
  const [query, setQuery] = useState('')
  const [product, setProduct] = useState<Product | null>(null)
  const words = query.trim().toLocaleLowerCase(lang)
  const found = words
    ? dishes.filter((dish) => dish.name.toLocaleLowerCase(lang).includes(words)).slice(0, SHOWN)
    : []
  const choose = async (id: number) => {
    setProduct((await browserApi(lang).get('/api/products/{ref}', { params: { ref: id } })).data)
    setQuery('')
  }
  return (
    <div className="phone-order__dishes">
      <Field
        label={t('operator.console.phone.search')}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {found.length > 0 && (
        <ul className="phone-order__found">
          {found.map((dish) => (
            <li key={dish.id}>
              <button
                type="button"
                className="button button--ghost button--small"
                disabled={!dish.available}
                aria-label={t('operator.console.phone.choose', { name: dish.name })}
                onClick={() => void choose(dish.id)}
              >
                {dish.name} · {price(dish.price)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {product && (
        <section className="phone-order__picker" aria-label={product.name}>
          <h3>{product.name}</h3>
          <ModifierPicker
            key={product.id}
            product={product}
            onAdd={(line) => {
              onAdd(line)
              setProduct(null)
            }}
          />
        </section>
      )}
    </div>
  )
}
