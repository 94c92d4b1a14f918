import { describe, expect, it } from 'vitest'
import type { Area } from '#shared/area'
import { restaurantDraft, restaurantRequest, zoneDraft, zoneRequest } from './place-drafts'
import { withSlots } from './week-hours'

const ZONE = {
  id: 2,
  slug: 'lozenets',
  sort: 20,
  name: { bg: 'Лозенец', ru: 'Лозенец', en: 'Lozenets', uk: 'Лозенець' },
  deliveryFee: 290,
  minOrder: 2000,
  freeDeliveryFrom: 4000,
  etaMinutes: 45,
  restaurantId: 2,
  area: null,
  overlaps: [],
}

const RESTAURANT = {
  id: 1,
  slug: 'center',
  sort: 10,
  name: { bg: 'Център', ru: 'Центр', en: 'Center', uk: 'Центр' },
  address: { bg: 'ул. 1', ru: 'ул. 1', en: '1 St', uk: 'вул. 1' },
  phone: '+359 88 812 3401',
  lat: 42.6921,
  lng: 23.3262,
  pickup: true,
  specialDays: [],
  hours: [
    { day: 1, open: '11:00', close: '15:00' },
    { day: 1, open: '18:00', close: '23:00' },
  ],
}

describe('zone and restaurant forms', () => {
  it('sends the area drawn or typed as GeoJSON, none when empty, and broken text as typed', () => {
    const square: Area = {
      type: 'Polygon',
      coordinates: [
        [
          [23.3, 42.7],
          [23.31, 42.7],
          [23.31, 42.71],
          [23.3, 42.7],
        ],
      ],
    }
    const draft = zoneDraft({ ...ZONE, area: square })
    expect(zoneRequest(draft).area).toEqual(square)
    expect(zoneRequest({ ...draft, area: ' ' }).area).toBeNull()
    expect(zoneRequest({ ...draft, area: '{"type":' }).area).toBe('{"type":')
  })

  it('edits money in euros and sends cents; what is no amount goes as typed', () => {
    const draft = zoneDraft(ZONE)
    expect(draft).toMatchObject({ deliveryFee: '2.90', minOrder: '20.00', etaMinutes: '45' })
    expect(
      zoneRequest({ ...draft, deliveryFee: '3,5', minOrder: 'free', etaMinutes: '50' }),
    ).toEqual({
      name: ZONE.name,
      deliveryFee: 350,
      minOrder: 'free',
      freeDeliveryFrom: 4000,
      etaMinutes: 50,
      restaurantId: 2,
      area: null,
    })
    // No kitchen chosen: the first restaurant cooks.
    expect(zoneRequest({ ...draft, restaurantId: '' }).restaurantId).toBeNull()
  })

  it('sends coordinates as numbers, and the week only once it was edited', () => {
    const draft = restaurantDraft(RESTAURANT)
    const unchanged = restaurantRequest({ ...draft, lat: '42,7' }, RESTAURANT)
    expect(unchanged).not.toHaveProperty('hours')
    expect(unchanged).toMatchObject({ lat: 42.7, lng: 23.3262, phone: RESTAURANT.phone })
    const week = withSlots(draft.week, 2, [{ open: '10:00', close: '22:00' }])
    expect(restaurantRequest({ ...draft, week }, RESTAURANT).hours).toEqual([
      ...RESTAURANT.hours,
      { day: 2, open: '10:00', close: '22:00' },
    ])
  })

  it('a new restaurant always sends its week, a day with a lunch break in full', () => {
    const draft = { ...restaurantDraft(RESTAURANT), lng: 'east' }
    expect(restaurantRequest(draft)).toMatchObject({ lng: 'east', hours: RESTAURANT.hours })
  })

  it('a lunch break added in the form goes to the API as a second interval of the day', () => {
    const draft = restaurantDraft(RESTAURANT)
    const week = withSlots(draft.week, 2, [
      { open: '10:00', close: '14:00' },
      { open: '17:00', close: '22:00' },
    ])
    expect(restaurantRequest({ ...draft, week }, RESTAURANT).hours).toEqual([
      ...RESTAURANT.hours,
      { day: 2, open: '10:00', close: '14:00' },
      { day: 2, open: '17:00', close: '22:00' },
    ])
  })
})
