// An offer as the console's form sends it (POST /api/operator/offers), for tests that need one.

const FLYER = { bg: 'Флаер', ru: 'Флаер', en: 'Flyer', uk: 'Флаєр' }

/** 10 % off every order, automatic, without conditions or limits; `changes` on top. */
export const offerFields = (changes: Record<string, unknown> = {}) => ({
  name: FLYER,
  kind: 'order_percent',
  value: 10,
  categoryId: null,
  code: '',
  startsOn: null,
  endsOn: null,
  hours: [],
  minSubtotal: 0,
  orderTypes: 'any',
  firstOrderOnly: false,
  perCustomerLimit: null,
  totalLimit: null,
  priority: 0,
  active: true,
  ...changes,
})
