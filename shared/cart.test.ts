import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addLine, type CartLine, lineCount, parseCart, removeLine, sameModifiers } from './cart'

// The model: a cart is a map from "product + modifier multiset" to a quantity, in insertion order.
type Model = { keys: string[]; quantities: Map<string, number> }
const keyOf = (line: Pick<CartLine, 'id' | 'modifiers'>) =>
  `${line.id}|${[...line.modifiers]
    .sort((a, b) => a.id - b.id)
    .map((m) => `${m.id}x${m.quantity}`)
    .join(',')}`

type Real = { lines: CartLine[] }

const modifierArb = fc.record({
  id: fc.integer({ min: 1, max: 4 }),
  quantity: fc.integer({ min: 1, max: 2 }),
  currentPrice: fc.constantFrom(0, 50, 90),
})
const itemArb = fc.record({
  id: fc.integer({ min: 1, max: 3 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  currentPrice: fc.constantFrom(690, 1190),
  modifiers: fc.uniqueArray(modifierArb, { selector: (m) => m.id, maxLength: 2 }).chain((mods) =>
    // The same modifier set in another order is the same line.
    fc.shuffledSubarray(mods, { minLength: mods.length, maxLength: mods.length }),
  ),
})

class Add implements fc.Command<Model, Real> {
  constructor(readonly item: CartLine) {}
  check = () => true
  run(model: Model, real: Real) {
    real.lines = addLine(real.lines, this.item)
    const key = keyOf(this.item)
    if (!model.quantities.has(key)) model.keys.push(key)
    model.quantities.set(key, Math.min((model.quantities.get(key) ?? 0) + this.item.quantity, 99))
    assertSame(model, real)
  }
  toString = () => `add(${keyOf(this.item)} ×${this.item.quantity})`
}

class Remove implements fc.Command<Model, Real> {
  constructor(
    readonly item: CartLine,
    readonly quantity: number,
  ) {}
  check = () => true
  run(model: Model, real: Real) {
    real.lines = removeLine(real.lines, this.item, this.quantity)
    const key = keyOf(this.item)
    const current = model.quantities.get(key)
    if (current !== undefined) {
      // Spec §4: reduce when above 1 and the quantity is positive, otherwise remove the line.
      if (current > 1 && this.quantity > 0 && current - this.quantity > 0) {
        model.quantities.set(key, current - this.quantity)
      } else {
        model.quantities.delete(key)
        model.keys.splice(model.keys.indexOf(key), 1)
      }
    }
    assertSame(model, real)
  }
  toString = () => `remove(${keyOf(this.item)}, ${this.quantity})`
}

function assertSame(model: Model, real: Real) {
  expect(real.lines.map(keyOf)).toEqual(model.keys)
  expect(real.lines.map((l) => l.quantity)).toEqual(model.keys.map((k) => model.quantities.get(k)))
  // Storage round trip keeps the cart as it is.
  expect(parseCart(JSON.parse(JSON.stringify(real.lines)))).toEqual(real.lines)
}

describe('cart rules against a model', () => {
  it('add merges equal lines, remove reduces or removes, storage round-trips', () => {
    const commands = [
      itemArb.map((item) => new Add(item)),
      fc.tuple(itemArb, fc.integer({ min: -1, max: 4 })).map(([item, q]) => new Remove(item, q)),
    ]
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        fc.modelRun(
          () => ({ model: { keys: [], quantities: new Map() }, real: { lines: [] } }),
          cmds,
        )
      }),
      { numRuns: 200 },
    )
  })
})

describe('cart lines', () => {
  const sauce = { id: 11, quantity: 1, currentPrice: 90 }
  const ginger = { id: 12, quantity: 2, currentPrice: 50 }

  it('treats modifier sets as sets: same ids with the same quantities', () => {
    expect(sameModifiers([sauce, ginger], [ginger, sauce])).toBe(true)
    expect(sameModifiers([sauce], [{ ...sauce, quantity: 2 }])).toBe(false)
    expect(sameModifiers([], [sauce])).toBe(false)
  })

  it('adds twice with the same modifiers as one line, with other modifiers as two', () => {
    const item = { id: 1, quantity: 1, currentPrice: 1190, modifiers: [sauce] }
    const twice = addLine(addLine([], item), { ...item, modifiers: [{ ...sauce }] })
    expect(twice).toHaveLength(1)
    expect(twice[0]!.quantity).toBe(2)
    expect(addLine(twice, { ...item, modifiers: [ginger] })).toHaveLength(2)
    expect(lineCount(addLine(twice, { ...item, modifiers: [ginger] }))).toBe(3)
  })

  it.each([
    ['not JSON at all', 'garbage'],
    ['an object', { lines: [] }],
    ['an old format', [{ productId: 1, qty: 2 }]],
    ['a negative quantity', [{ id: 1, quantity: -1, currentPrice: 100, modifiers: [] }]],
    ['a float price', [{ id: 1, quantity: 1, currentPrice: 1.5, modifiers: [] }]],
    ['null', null],
  ])('reads %s from storage as an empty cart', (_, raw) => {
    expect(parseCart(raw)).toEqual([])
  })

  it('never throws on arbitrary stored JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), (raw) => Array.isArray(parseCart(raw))))
  })
})
