import type { BoardOrder } from '#shared/contract/operator/orders'

/** An order as the board lists it: a cash delivery due at 12:55 on the suite's Tuesday. */
export function boardOrder(changes: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id: 41,
    status: 'new',
    orderType: 'delivery',
    paymentType: 'cash',
    total: 2590,
    restaurantId: 1,
    regionId: 1,
    scheduledFor: null,
    createdAt: '2026-11-24T11:55:00Z',
    paidAt: null,
    printedAt: null,
    awaitingConfirmation: false,
    promisedAt: '2026-11-24T12:55:00Z',
    cookAt: '2026-11-24T12:15:00Z',
    courierId: null,
    street: '22 Graf Ignatiev St',
    comment: '',
    itemCount: 2,
    lines: [
      { name: 'Sakura set', quantity: 1, options: [] },
      { name: 'Philadelphia roll', quantity: 1, options: [{ name: 'Extra ginger', quantity: 2 }] },
    ],
    source: 'web',
    invoiceRequested: false,
    discount: 0,
    customer: { name: 'Elena', phone: '359881230013' },
    ...changes,
  }
}
