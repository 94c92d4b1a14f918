import { createRoute } from '@hono/zod-openapi'
import { z } from 'zod'
import { GeoPoint } from '#shared/area'
import { ORDER_EVENT_TYPES, ORDER_SOURCES, ORDER_STATUSES } from '#shared/checkout'
import {
  answers,
  body,
  bytes,
  created,
  list,
  one,
  params,
  QueryRowId,
  RowId,
  staff,
} from '#shared/contract/http'
import {
  OrderAddress,
  OrderDetail,
  OrderQuote,
  OrderRequest,
  REFUND_STATUSES,
} from '#shared/contract/orders'
import { LATER_STEP_MINUTES, MAX_PROMISE_MINUTES } from '#shared/kitchen-promise'
import { LANGS } from '#shared/locales'

// The console's orders side: the board (list, open, move, confirm, cancel, refund), couriers and
// their deliveries, orders taken on the phone, the live feed and the day's figures.

const StatusList = z
  .string()
  .max(300)
  .transform((s) => s.split(','))
  .pipe(z.array(z.enum(ORDER_STATUSES)).max(ORDER_STATUSES.length))

export const BoardQuery = z.object({
  status: StatusList.optional().describe('comma-separated statuses, e.g. paid,new,accepted'),
  restaurantId: QueryRowId.optional(),
  regionId: QueryRowId.optional(),
  date: z.iso
    .date()
    .optional()
    .describe('a day in Europe/Sofia: orders due that day (the scheduled time, else placed)'),
  sort: z
    .enum(['due', 'newest'])
    .default('due')
    .describe('due: the promised time first (the kitchen works in it); newest: placed last first'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
})

const Customer = z.object({ name: z.string(), phone: z.string() })

/** Where a delivery goes on the map: navigation opens it by coordinates (shared/map-link.ts). */
const DeliveryPoint = GeoPoint.nullable().describe(
  "the point the customer picked; null: none, the street's text is searched",
)

/** A dish as the kitchen reads it on a card: how many, and its options, in the staff's language. */
const BoardLine = z.object({
  name: z.string(),
  quantity: z.int(),
  options: z.array(z.object({ name: z.string(), quantity: z.int() })),
})

export const BoardOrder = z.object({
  id: z.int(),
  status: z.enum(ORDER_STATUSES),
  orderType: z.string(),
  paymentType: z.string(),
  total: z.int(),
  discount: z.int().describe("what the order's offers took off it"),
  restaurantId: z.int().nullable(),
  regionId: z.int().nullable(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  printedAt: z
    .string()
    .nullable()
    .describe('when a screen took its kitchen ticket to print; null: not printed yet'),
  awaitingConfirmation: z
    .boolean()
    .describe('above the confirmation threshold: held from the kitchen until a manager confirms'),
  promisedAt: z
    .string()
    .describe('the time promised to the customer: at placement, or as the kitchen moved it'),
  cookAt: z
    .string()
    .describe('when to start cooking to keep the promise: less preparation and the drive'),
  courierId: z.int().nullable().describe('the courier carrying a delivery; null: nobody yet'),
  street: z.string().nullable(),
  comment: z.string(),
  itemCount: z.int(),
  lines: z.array(BoardLine).describe('the dishes with their options, for the card'),
  source: z
    .enum(ORDER_SOURCES)
    .describe('web: placed in the shop; phone: taken by staff on a call'),
  invoiceRequested: z.boolean().describe('the customer asked for a company invoice'),
  customer: Customer,
})
export type BoardOrder = z.infer<typeof BoardOrder>

export const BoardPage = z.object({
  data: z.array(BoardOrder),
  meta: z.object({ page: z.int(), perPage: z.int(), total: z.int() }),
})

/**
 * An order as the operator sees it: the customer's view (its lines named in the staff member's
 * language), who ordered, how it was paid and refunded.
 */
export const OperatorOrder = OrderDetail.extend({
  status: z.enum(ORDER_STATUSES),
  lines: z.array(
    OrderDetail.shape.lines.element.extend({
      categoryId: z
        .int()
        .nullable()
        .describe("its dish's category (an offer on a category prices it); null: no longer sold"),
    }),
  ),
  customer: Customer,
  courierId: z.int().nullable(),
  point: DeliveryPoint,
  payment: z.object({
    reference: z.string().nullable(),
    transactionId: z.string().nullable(),
    refund: z
      .object({
        status: z.enum(REFUND_STATUSES),
        amount: z.int(),
        refundTransactionId: z.string().nullable(),
        createdAt: z.string(),
        updatedAt: z.string(),
      })
      .nullable(),
  }),
})
export type OperatorOrder = z.infer<typeof OperatorOrder>

const StatusChange = z
  .object({
    // A cancellation needs a reason and may refund: it has its own action.
    status: z.enum(ORDER_STATUSES).refine((s) => s !== 'cancelled', 'operator.order.useCancel'),
    note: z.string().trim().max(500).default(''),
    readyInMinutes: z
      .int()
      .min(1)
      .max(MAX_PROMISE_MINUTES)
      .optional()
      .describe(
        "accepting: ready this many minutes from now (from the customer's chosen time, if later), the new promised time",
      ),
  })
  .refine((c) => c.readyInMinutes === undefined || c.status === 'accepted', {
    message: 'operator.order.readyInOnAccept',
    path: ['readyInMinutes'],
  })
const Cancel = z.object({ reason: z.string().trim().min(3).max(500) })
const LineFix = z
  .object({
    lineId: RowId,
    from: z
      .int()
      .min(1)
      .max(10_000)
      .describe('the quantity staff saw: another change first is a 409'),
    to: z.int().min(0).max(10_000).describe('the new quantity; 0 removes the line'),
  })
  .refine((fix) => fix.to < fix.from, { path: ['to'], message: 'operator.order.fixNotLess' })

const Later = z.object({
  minutes: z.int().min(1).max(60).default(LATER_STEP_MINUTES),
})
const Order = one(OperatorOrder)

export const board = createRoute({
  method: 'get',
  path: '/operator/orders',
  tags: ['operator'],
  summary: 'The orders board: newest first, by status, restaurant, zone and day, a page at a time',
  ...staff('kitchen'),
  request: { query: BoardQuery },
  responses: answers(BoardPage),
})

export const order = createRoute({
  method: 'get',
  path: '/operator/orders/{id}',
  tags: ['operator'],
  summary: 'An order: lines with modifiers, address, time, customer, payment, refund, history',
  ...staff('kitchen'),
  request: { params: params('id') },
  responses: answers(Order, 404),
})

export const moveOrder = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/status',
  tags: ['operator'],
  summary:
    'Move an order on (new/paid → accepted → cooking → on_the_way | ready_for_pickup → completed)',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(StatusChange) },
  responses: answers(Order, 404, 409),
})

export const laterOrder = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/later',
  tags: ['operator'],
  summary:
    'Put an accepted or cooking order later: the promised time moves on by minutes (from now, when already late) and its customer is texted the new time',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(Later) },
  responses: answers(Order, 404, 409),
})

export const printTicket = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/printed',
  tags: ['operator'],
  summary:
    "Take an order's kitchen ticket to print: claimed is true for exactly one screen, the first to ask",
  ...staff('kitchen'),
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(one(z.object({ claimed: z.boolean() })), 404),
})

export const confirmOrder = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/confirm',
  tags: ['operator'],
  summary:
    'Confirm an order held above the confirmation threshold (after calling the customer): the kitchen sees it from now on',
  ...staff('manager'),
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(Order, 404, 409),
})

export const cancelOrder = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/cancel',
  tags: ['operator'],
  summary:
    'Cancel an order with a reason; a paid card order (managers only) is refunded through Viva (payment.refund says how it went)',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(Cancel) },
  responses: answers(Order, 404, 409),
})

export const fixLine = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/fix',
  tags: ['operator'],
  summary:
    'Remove a line the kitchen cannot make, or lower its quantity, on an order under way: the totals follow, bonuses spent go back first, then a paid card is refunded the rest through Viva (managers only), and the customer is texted. Not the last line: that is a cancellation',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(LineFix) },
  responses: answers(Order, 403, 404, 409, 502),
})

export const retryRefund = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/refund',
  tags: ['operator'],
  summary: 'Try the failed card refund of a cancelled order again',
  ...staff('manager'),
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(Order, 404, 409, 502),
})

const Assign = z.object({
  courierId: RowId.nullable().describe('a courier; null takes the delivery back'),
})

export const Delivery = z.object({
  id: z.int(),
  status: z.enum(ORDER_STATUSES),
  address: OrderAddress.nullable(),
  point: DeliveryPoint,
  zone: z.string().nullable(),
  comment: z.string(),
  scheduledFor: z.string().nullable(),
  /** When the customer expects the bag: the courier's order of the round. */
  promisedAt: z.string(),
  createdAt: z.string(),
  paymentType: z.string(),
  /** What the courier collects at the door: nothing when paid online. */
  toCollect: z.int(),
  customer: Customer,
})
export type Delivery = z.infer<typeof Delivery>

export const Courier = z.object({ id: z.int(), name: z.string() })
export type Courier = z.infer<typeof Courier>

export const couriers = createRoute({
  method: 'get',
  path: '/operator/couriers',
  tags: ['operator'],
  summary: 'The active couriers a delivery can be handed to',
  ...staff('kitchen'),
  responses: answers(list(Courier)),
})

export const assignCourier = createRoute({
  method: 'post',
  path: '/operator/orders/{id}/courier',
  tags: ['operator'],
  summary: 'Hand a delivery that is not finished to a courier (or take it back)',
  ...staff('kitchen'),
  request: { params: params('id'), body: body(Assign) },
  responses: answers(one(z.object({ id: z.int(), courierId: z.int().nullable() })), 404, 409),
})

export const deliveries = createRoute({
  method: 'get',
  path: '/operator/deliveries',
  tags: ['operator'],
  summary: "The signed-in courier's deliveries: address, zone, whom to call, what to collect",
  ...staff('courier'),
  responses: answers(list(Delivery)),
})

export const delivered = createRoute({
  method: 'post',
  path: '/operator/deliveries/{id}/delivered',
  tags: ['operator'],
  summary: 'The courier handed the order over: it is completed',
  ...staff('courier'),
  request: { params: params('id'), body: body(z.object({})) },
  responses: answers(one(z.object({ id: z.int(), status: z.enum(ORDER_STATUSES) })), 404, 409),
})

// order.refund: a cancelled card order's refund went through or failed (its customer watches);
// order.confirmed: a manager confirmed a large order, which now reaches the kitchen;
// order.fixed: staff removed or reduced a line (its total changed).
// order.promised: the kitchen moved the time promised to the customer.
/** What the board needs to place a card; no personal data (it then fetches the order). */
export const OrderEvent = z.object({
  type: z.enum(ORDER_EVENT_TYPES),
  orderId: z.int(),
  status: z.enum(ORDER_STATUSES),
  orderType: z.string(),
  restaurantId: z.int().nullable(),
  regionId: z.int().nullable(),
  total: z.int(),
  /** The couriers whose round the change is about: who carries it (and who carried it before). */
  courierIds: z.array(z.int()),
  at: z.string(),
})
export type OrderEvent = z.infer<typeof OrderEvent>

export const events = createRoute({
  method: 'get',
  path: '/operator/events',
  tags: ['operator'],
  summary:
    'Live order events (text/event-stream; each data line is this JSON): ready, order.created, order.paid, order.status, order.confirmed, order.courier, order.fixed, order.promised, resync, heartbeat, signed-out. A courier hears only the events of their own deliveries.',
  ...staff('courier'),
  // Server-sent events: each data line is an OrderEvent's JSON.
  responses: bytes('text/event-stream', 429, 503),
})

const DashboardQuery = z.object({
  date: z.iso
    .date()
    .optional()
    .describe('a day in Europe/Sofia (orders placed that day); today by default'),
})

const Payments = z
  .object({
    cash: z.int(),
    cardOnline: z.int(),
    cardAtDoor: z.int().describe('card paid to the courier or at the counter'),
  })
  .describe('the revenue by how it was paid, euro cents; the three add up to the revenue')

const Counts = {
  placed: z.int().describe('every order due that day, unpaid and cancelled ones too'),
  completed: z.int(),
  cancelled: z.int(),
  orders: z.int().describe('orders counted in the revenue: paid online or completed'),
  revenue: z.int().describe('euro cents'),
  averageOrder: z.int().describe('euro cents, rounded'),
  payments: Payments,
}

export const Figures = z.object({
  date: z.string(),
  ...Counts,
  restaurants: z
    .array(z.object({ restaurantId: z.int(), name: z.string(), ...Counts }))
    .describe('the same figures per kitchen, of those that had orders'),
  sources: z
    .array(
      z.object({
        source: z.enum(ORDER_SOURCES),
        placed: z.int(),
        orders: z.int().describe('of them in the revenue: paid online or completed'),
        revenue: z.int().describe('euro cents'),
      }),
    )
    .describe("the day's orders by where they were placed: web, phone, assistant (each listed)"),
  couriers: z
    .array(
      z.object({
        staffId: z.int(),
        name: z.string(),
        deliveries: z.int().describe('completed deliveries they carried'),
        cashOrders: z.int(),
        cash: z.int().describe('euro cents to hand in: their completed cash deliveries'),
      }),
    )
    .describe('couriers with completed deliveries that day'),
  refunds: z
    .object({
      count: z.int(),
      amount: z.int().describe('euro cents sent back'),
      open: z.int().describe('refunds asked for that Viva has not confirmed (pending or failed)'),
    })
    .describe("card refunds of the day's cancelled orders"),
  topProducts: z.array(
    z.object({ productId: z.int(), name: z.string(), quantity: z.int(), revenue: z.int() }),
  ),
  offers: z
    .array(
      z.object({
        offerId: z.int(),
        name: z.string(),
        code: z.string().nullable(),
        uses: z.int().describe("the day's paid or completed orders that got it"),
        discount: z.int().describe('euro cents it took off them'),
        revenue: z.int().describe('euro cents those orders brought'),
      }),
    )
    .describe('the offers of the day’s revenue, the most used first'),
  perHour: z
    .array(z.object({ hour: z.int(), orders: z.int(), revenue: z.int() }))
    .describe('24 entries, Sofia hours 0 to 23'),
})
export type Figures = z.infer<typeof Figures>

export const dashboard = createRoute({
  method: 'get',
  path: '/operator/dashboard',
  tags: ['operator'],
  summary:
    "A day's orders placed, completed and cancelled, revenue (paid or completed orders, in cents) by way of paying and per restaurant, each courier's cash to hand in, refunds, top products, offers and orders per hour",
  ...staff('manager'),
  request: { query: DashboardQuery },
  responses: answers(one(Figures)),
})

const DashboardCsvQuery = DashboardQuery.extend({
  lang: z
    .enum(LANGS)
    .optional()
    .describe(
      "the file's language (a download link cannot send Accept-Language); that header's by default",
    ),
})

export const dashboardCsv = createRoute({
  method: 'get',
  path: '/operator/dashboard.csv',
  tags: ['operator'],
  summary:
    "The day's figures as a CSV file for a spreadsheet (UTF-8 with BOM, one section per table, `;` between fields and decimal commas as Excel set to Bulgarian reads them, words in the staff member's language)",
  ...staff('manager'),
  request: { query: DashboardCsvQuery },
  responses: bytes('text/csv', 422),
})

const Phone = z.string().trim().max(40)
const PhoneLookup = z.object({ phone: Phone })
/** The shop's order, for a customer named by phone, paid in cash or by card at the door. */
export const PhoneOrder = OrderRequest.extend({
  phone: Phone,
  name: z.string().trim().max(100).default(''),
  lang: z
    .enum(LANGS)
    .optional()
    .describe(
      "the customer's language: their text messages and the order's names (the console's by default)",
    ),
  paymentType: z.enum(['cash', 'card_on_delivery']),
})

export const PhoneCustomer = z.object({
  id: z.int(),
  name: z.string(),
  surname: z.string(),
  phone: z.string(),
  balance: z.int().describe('bonus cents the customer may spend'),
})

export const phoneCustomer = createRoute({
  method: 'get',
  path: '/operator/customers',
  tags: ['operator'],
  summary: 'The customer with a phone number (normalised as at sign-in), or null',
  ...staff('kitchen'),
  request: { query: PhoneLookup },
  responses: answers(one(PhoneCustomer.nullable())),
})

export const phoneQuote = createRoute({
  method: 'post',
  path: '/operator/phone-orders/quote',
  tags: ['operator'],
  summary: "Price a phone order as the shop would, with the customer's bonuses if known",
  ...staff('kitchen'),
  request: { body: body(PhoneOrder) },
  // The shop's own quote, the checkout's.
  responses: answers(one(OrderQuote)),
})

export const placePhoneOrder = createRoute({
  method: 'post',
  path: '/operator/phone-orders',
  tags: ['operator'],
  summary:
    'Place an order taken on the phone (header Idempotency-Key): the customer is found or created by phone',
  ...staff('kitchen'),
  request: { body: body(PhoneOrder) },
  // 201 for a new order, 200 when the key replays one already placed.
  responses: created(Order, 400, 409),
})
