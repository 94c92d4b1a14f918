import { describe, expect, it } from 'vitest'
import { progress, stillMoving } from './order-progress'

describe('order progress', () => {
  it('a delivery goes accepted, cooking, on the way, delivered', () => {
    expect(progress('delivery', 'paid')).toEqual({
      steps: ['accepted', 'cooking', 'on_the_way', 'delivered'],
      done: 0,
    })
    expect(progress('delivery', 'cooking').done).toBe(2)
    expect(progress('delivery', 'on_the_way').done).toBe(3)
    expect(progress('delivery', 'completed').done).toBe(4)
  })

  it('a pickup ends ready for pickup', () => {
    expect(progress('pickup', 'ready_for_pickup')).toEqual({
      steps: ['accepted', 'cooking', 'ready_for_pickup'],
      done: 3,
    })
    expect(progress('pickup', 'completed').done).toBe(3)
  })

  it('a cancelled order still moves while its refund is under way', () => {
    expect(stillMoving('cooking', null)).toBe(true)
    expect(stillMoving('cancelled', 'pending')).toBe(true)
    expect(stillMoving('cancelled', 'failed')).toBe(true)
    expect(stillMoving('cancelled', 'completed')).toBe(false)
    expect(stillMoving('cancelled', null)).toBe(false)
    expect(stillMoving('completed', null)).toBe(false)
  })
})
