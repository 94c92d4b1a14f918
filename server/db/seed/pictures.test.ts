import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import products from './data/products.json'
import { demoPictures } from './index'
import { dishPicture, rollOf, rollsByName } from './pictures'

/** The middle of each picture (the dish, not the background's tint), small, as raw RGB. */
const glance = (svg: Uint8Array) =>
  sharp(svg)
    .extract({ left: 144, top: 108, width: 672, height: 504 })
    .resize(40, 30)
    .removeAlpha()
    .raw()
    .toBuffer()

// Mean difference per colour channel, out of 255: one drawing twice measures 0, two rolls that
// differ only in one ingredient about 3.
const MIN_DISTANCE = 3
const distance = (a: Buffer, b: Buffer) => {
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!)
  return sum / a.length
}

describe('the demo restaurant’s pictures', () => {
  it('give every dish a picture of its own: no two share one, nor look alike at a glance', async () => {
    const { dishes } = await demoPictures()
    expect(new Set(dishes.map((d) => d.key)).size).toBe(products.length)
    const seen = await Promise.all(dishes.map((d) => glance(d.original)))
    let closest = { distance: Number.POSITIVE_INFINITY, pair: '' }
    for (let i = 0; i < seen.length; i++) {
      for (let j = i + 1; j < seen.length; j++) {
        const d = distance(seen[i]!, seen[j]!)
        if (d < closest.distance)
          closest = { distance: d, pair: `${products[i]!.slug} ${products[j]!.slug}` }
      }
    }
    expect(closest.distance, closest.pair).toBeGreaterThan(MIN_DISTANCE)
  })

  it('draw a roll with its filling inside and its topping and coat outside', () => {
    const california = rollOf(
      'Rice, nori, salmon, avocado, cucumber and Japanese mayonnaise, rolled in masago roe.',
    )
    expect(california).toMatchObject({
      coat: 'rice',
      filling: ['#ff7f50', '#9ccc45', '#3fa34d'],
      dots: '#ff6a13',
    })
    const philadelphia = rollOf(
      'Rice, nori, cream cheese and cucumber, topped with thin slices of fresh salmon.',
    )
    expect(philadelphia).toMatchObject({ filling: ['#fffaf0', '#3fa34d'], topping: ['#ff7f50'] })
    expect(rollOf('Classic maki with rice, nori and fresh tuna fillet.')).toMatchObject({
      coat: 'nori',
      filling: ['#d0384a'],
    })
    const svg = dishPicture(
      {
        slug: 'kaliforniia-sies-syomga',
        category: 'rolls',
        description: products[0]!.description.en,
      },
      rollsByName(products),
    )
    for (const colour of ['#ff7f50', '#9ccc45', '#3fa34d', '#ff6a13']) expect(svg).toContain(colour)
  })

  it('draw a set from the rolls it names', () => {
    const set = products.find((p) => p.slug === 'set-den')!
    const svg = dishPicture(
      { slug: set.slug, category: 'sets', description: set.description.en },
      rollsByName(products),
    )
    // Salmon maki (salmon), cucumber maki (cucumber) and California with Crab (crab, masago).
    for (const colour of ['#ff7f50', '#3fa34d', '#f25f5c', '#ff6a13']) expect(svg).toContain(colour)
  })
})
