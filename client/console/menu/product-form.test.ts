import { describe, expect, it } from 'vitest'
import type { OperatorMenuProduct } from '#shared/contract/operator/menu'
import { DEFAULT_PICTURE, productBody, productForm } from './product-form'

const SAKURA: OperatorMenuProduct = {
  id: 3,
  slug: 'set-sakura',
  categoryId: 2,
  sort: 5,
  name: { bg: 'Сакура', ru: 'Сакура', en: 'Sakura', uk: 'Сакура' },
  description: { bg: '', ru: '', en: 'Pieces.', uk: '' },
  price: 3490,
  weightGrams: 820,
  pieces: null,
  volumeMl: null,
  tags: ['popular'],
  allergens: ['fish', 'milk'],
  image: '/images/products/sushi.svg',
  available: true,
  unavailableUntil: null,
  modifierGroupIds: [1, 4],
}

describe('the product dialog’s fields', () => {
  it('a stored dish reads back as the same request body, groups apart', () => {
    const {
      id: _id,
      available: _available,
      unavailableUntil: _until,
      modifierGroupIds: _groups,
      ...stored
    } = SAKURA
    expect(productBody(productForm(SAKURA, 1))).toEqual({ body: stored })
    expect(productForm(SAKURA, 1).modifierGroupIds).toEqual([1, 4])
  })

  it('a new dish starts empty in the category it was opened from, with a picture', () => {
    const form = productForm(null, 7)
    expect(form).toMatchObject({ slug: '', categoryId: 7, image: DEFAULT_PICTURE, sort: '0' })
    expect(productBody(form)).toEqual({ errors: { price: 'operator.console.menu.priceRule' } })
  })

  it('takes amounts as whole numbers or nothing, and names each field that is neither', () => {
    const form = { ...productForm(SAKURA, 1), weightGrams: ' ', pieces: '8', sort: '' }
    expect(productBody(form)).toMatchObject({ body: { weightGrams: null, pieces: 8, sort: 0 } })
    const wrong = { ...form, price: '12.999', volumeMl: '0.5', sort: '-1' }
    expect(productBody(wrong)).toEqual({
      errors: {
        price: 'operator.console.menu.priceRule',
        volumeMl: 'operator.console.menu.amountRule',
        sort: 'operator.console.menu.amountRule',
      },
    })
  })
})
