import { parseCount, parseEuros, toEuros } from '#client/console/form/price-input'
import type { Allergens } from '#shared/allergens'
import type { OperatorMenuProduct } from '#shared/contract/operator/menu'
import type { Localized } from '#shared/localized'
import type { Tag } from '#shared/tags'

// A dish as the product dialog edits it (numbers as typed) and as the operator API takes it.

export type ProductForm = {
  slug: string
  name: Localized
  description: Localized
  price: string
  categoryId: number
  image: string
  weightGrams: string
  pieces: string
  volumeMl: string
  tags: Tag[]
  /** Null while nobody has said what the dish contains. */
  allergens: Allergens
  sort: string
  modifierGroupIds: number[]
}

export type ProductBody = Omit<
  ProductForm,
  'price' | 'weightGrams' | 'pieces' | 'volumeMl' | 'sort' | 'modifierGroupIds'
> & {
  price: number
  weightGrams: number | null
  pieces: number | null
  volumeMl: number | null
  sort: number
  /** Staff confirmed an unusual price (shared/price-guard.ts). */
  confirmPrice?: boolean
}

const NO_TEXT: Localized = { bg: '', ru: '', en: '', uk: '' }
/** The picture a new dish shows until it has its own. */
export const DEFAULT_PICTURE = '/images/products/sushi.svg'

const countText = (n: number | null) => (n === null ? '' : String(n))

/** The dialog's fields for a stored dish, or empty ones for a new dish in `categoryId`. */
export function productForm(product: OperatorMenuProduct | null, categoryId: number): ProductForm {
  if (!product) {
    return {
      slug: '',
      name: NO_TEXT,
      description: NO_TEXT,
      price: '',
      categoryId,
      image: DEFAULT_PICTURE,
      weightGrams: '',
      pieces: '',
      volumeMl: '',
      tags: [],
      allergens: null,
      sort: '0',
      modifierGroupIds: [],
    }
  }
  return {
    slug: product.slug,
    name: product.name,
    description: product.description,
    price: toEuros(product.price),
    categoryId: product.categoryId,
    image: product.image,
    weightGrams: countText(product.weightGrams),
    pieces: countText(product.pieces),
    volumeMl: countText(product.volumeMl),
    tags: product.tags,
    allergens: product.allergens,
    sort: String(product.sort),
    modifierGroupIds: product.modifierGroupIds,
  }
}

type Refusal = Record<string, string>

/**
 * The body of the create or edit request, or the message keys of the fields that are no numbers
 * (the API checks the rest and answers per field).
 */
export function productBody(form: ProductForm): { body: ProductBody } | { errors: Refusal } {
  const errors: Refusal = {}
  const count = (field: 'weightGrams' | 'pieces' | 'volumeMl' | 'sort') => {
    const value = parseCount(form[field])
    if (value === undefined) errors[field] = 'operator.console.menu.amountRule'
    return value ?? null
  }
  const price = parseEuros(form.price)
  if (price === null) errors.price = 'operator.console.menu.priceRule'
  const { modifierGroupIds: _chosenApart, ...fields } = form
  const body = {
    ...fields,
    price: price ?? 0,
    weightGrams: count('weightGrams'),
    pieces: count('pieces'),
    volumeMl: count('volumeMl'),
    sort: count('sort') ?? 0,
  }
  return Object.keys(errors).length > 0 ? { errors } : { body }
}
