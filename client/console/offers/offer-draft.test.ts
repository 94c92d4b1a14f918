import { describe, expect, it } from 'vitest'
import { NEW_OFFER, requestOf } from './offer-draft'

describe('requestOf', () => {
  it('sends euros as cents, empty limits as none, a Friday evening as its hours', () => {
    const week = NEW_OFFER.week.map((row) =>
      row.day === 5 ? { day: 5, slots: [{ open: '18:00', close: '23:00' }] } : row,
    )
    const request = requestOf({
      ...NEW_OFFER,
      kind: 'order_amount',
      value: '5,50',
      minSubtotal: '30',
      totalLimit: '200',
      week,
    })
    expect(request).toMatchObject({
      value: 550,
      minSubtotal: 3000,
      perCustomerLimit: null,
      totalLimit: 200,
      categoryId: null,
      hours: [{ day: 5, open: '18:00', close: '23:00' }],
    })
  })

  it('sends what is no figure as typed, for the API to refuse on its field', () => {
    expect(requestOf({ ...NEW_OFFER, value: 'ten' }).value).toBe('ten')
  })
})
