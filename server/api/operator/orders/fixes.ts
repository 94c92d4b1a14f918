import { and, eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { addBonus } from '#server/api/bonuses/ledger'
import { audit } from '#server/api/operator/staff/audit'
import { publishOrderEvent } from '#server/api/orders/events'
import { cashback } from '#server/api/orders/status'
import { type VivaClient, VivaError } from '#server/api/payments/viva'
import type { Database } from '#server/db/client'
import { bonusLedger, offerUses, orderFixes, orderLines, orders, products } from '#server/db/schema'
import { FIX_TEXT } from '#server/jobs/kinds'
import type { JobQueue } from '#server/jobs/queue'
import type { OrderStatus } from '#shared/checkout'
import type { BonusRules } from '#shared/contract/bonuses'
import { fixable, lineFix } from '#shared/order-fix'
import { hasRole, type StaffRole } from '#shared/staff'
import { refundDue } from './refunds'

// Fixing an order instead of cancelling it: staff take a dish the kitchen cannot make off an order
// under way, or lower its quantity (the figures: shared/order-fix.ts; its offers are priced again
// on the dishes left, docs/offers.md).
//
// An order paid at the door changes in one transaction: its customer pays the new total. A paid
// card order gets the difference back through Viva first, and changes only if Viva refunded it:
// the fix is opened (`pending`, one per order at a time) and committed, Viva is asked outside any
// transaction, then the fix is applied, or dropped when Viva failed, leaving the order as it was.

type Order = typeof orders.$inferSelect
/** A line with its dish's category, which an offer on a category prices. */
type Line = typeof orderLines.$inferSelect & { categoryId: number | null }
type Fix = typeof orderFixes.$inferSelect

export type FixDeps = {
  db: Database
  viva?: VivaClient | undefined
  log: Logger
  jobs: Pick<JobQueue, 'send'>
}

export type FixRequest = {
  orderId: number
  lineId: number
  /** The quantity staff saw: a line changed meanwhile is not changed again. */
  from: number
  to: number
  rules: BonusRules
  by: { staffId: number; role: StaffRole; ip: string | null; at: Date }
}

/** Why the order cannot be fixed as asked. */
type Refusal = 'not_found' | 'no_line' | 'closed' | 'changed' | 'last_line' | 'busy' | 'manager'

export type FixOutcome =
  | { ok: true }
  | { ok: false; reason: Refusal }
  /** Viva did not refund (`down`: no answer; `refused`: it said no): nothing changed. */
  | { ok: false; reason: 'viva_down' | 'viva_refused'; amount: number }

type Opened = { fix: Fix; line: Line; order: Order; lines: Line[] }

/** The figures of the fix: the line changed, the others as they are. */
const figuresOf = ({ order, line, lines }: Omit<Opened, 'fix'>, to: number) =>
  lineFix(
    order,
    line,
    to,
    lines.filter((l) => l.id !== line.id),
  )

/** Removes or reduces the line; answers why not when the order stays as it was. */
export async function fixLine(deps: FixDeps, request: FixRequest): Promise<FixOutcome> {
  const opened = await deps.db.transaction(async (tx) => {
    const checked = await checkFix(tx, request)
    if (!('line' in checked)) return checked
    const { order, line, lines } = checked
    const figures = figuresOf(checked, request.to)
    const refund = refundDue(order) ? figures.moneyBack : 0
    const [fix] = await tx
      .insert(orderFixes)
      .values({
        orderId: order.id,
        lineId: line.id,
        productId: line.productId,
        name: line.name,
        modifiers: line.modifiers,
        quantityBefore: line.quantity,
        quantityAfter: request.to,
        totalBefore: order.total,
        totalAfter: figures.total,
        bonusReturned: figures.bonusReturned,
        refundAmount: refund,
        status: 'pending',
        staffId: request.by.staffId,
        createdAt: request.by.at,
      })
      .returning()
    if (refund === 0) await applyFix(tx, deps, request, { fix: fix!, line, order, lines }, null)
    return { fix: fix!, line, order, lines }
  })
  if ('reason' in opened) return { ok: false, reason: opened.reason }
  if (opened.fix.refundAmount === 0) return { ok: true }
  return refundThenApply(deps, request, opened)
}

/** In the order's lock: whether this fix may go ahead, and the order and line it changes. */
async function checkFix(
  tx: Database,
  request: FixRequest,
): Promise<{ order: Order; line: Line; lines: Line[] } | { reason: Refusal }> {
  // Serialises changes to one order (a move, a cancellation, another fix): each sees the last.
  await tx.execute(sql`select id from orders where id = ${request.orderId} for update`)
  const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId))
  if (!order) return { reason: 'not_found' }
  const lines = await orderLinesOf(tx, order.id)
  const line = lines.find((l) => l.id === request.lineId)
  // A line another fix took off was there when this staff member looked: the order changed.
  if (!line) return { reason: (await takenOff(tx, request)) ? 'changed' : 'no_line' }
  if (!fixable(order.status as OrderStatus)) return { reason: 'closed' }
  if (line.quantity !== request.from) return { reason: 'changed' }
  // Taking the last dish off is cancelling the order, which has its own action and reason.
  if (request.to === 0 && lines.length === 1) return { reason: 'last_line' }
  // Money goes back only on a manager's word, as for a cancellation (mayCancel in the console).
  if (refundDue(order) && !hasRole(request.by.role, 'manager')) return { reason: 'manager' }
  const [pending] = await tx
    .select({ id: orderFixes.id })
    .from(orderFixes)
    .where(and(eq(orderFixes.orderId, order.id), eq(orderFixes.status, 'pending')))
  if (pending) return { reason: 'busy' }
  return { order, line, lines }
}

/** Whether a fix of the order took the asked line off. */
async function takenOff(tx: Database, { orderId, lineId }: FixRequest) {
  const [fix] = await tx
    .select({ id: orderFixes.id })
    .from(orderFixes)
    .where(and(eq(orderFixes.orderId, orderId), eq(orderFixes.lineId, lineId)))
  return fix !== undefined
}

/** The order's lines, each with its dish's category (null for a dish no longer in the catalog). */
async function orderLinesOf(tx: Database, orderId: number): Promise<Line[]> {
  const rows = await tx
    .select({ line: orderLines, categoryId: products.categoryId })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
  return rows.map(({ line, categoryId }) => ({ ...line, categoryId }))
}

/** Viva refunds the difference, then the fix applies; when Viva fails, it is dropped. */
async function refundThenApply(
  deps: FixDeps,
  request: FixRequest,
  opened: Opened,
): Promise<FixOutcome> {
  const amount = opened.fix.refundAmount
  let refundTransactionId: string
  try {
    if (!deps.viva || !opened.order.paymentTransactionId)
      throw new VivaError(502, 'no card payment')
    const answer = await deps.viva.refundTransaction(opened.order.paymentTransactionId, amount)
    refundTransactionId = answer.refundTransactionId
  } catch (error) {
    deps.log.warn({ err: error, orderId: opened.order.id, amount }, 'fix refund failed')
    await deps.db.delete(orderFixes).where(eq(orderFixes.id, opened.fix.id))
    // Viva answering 4xx said no (more than is left to refund); no answer or a 5xx: it may be back soon.
    const refused = error instanceof VivaError && error.status < 500
    return { ok: false, reason: refused ? 'viva_refused' : 'viva_down', amount }
  }
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from orders where id = ${opened.order.id} for update`)
    // The pending fix kept every other fix off this order, so its lines are as they were.
    const [order] = await tx.select().from(orders).where(eq(orders.id, opened.order.id))
    await applyFix(tx, deps, request, { ...opened, order: order! }, refundTransactionId)
  })
  deps.log.info(
    { event: 'order_fix_refund', orderId: opened.order.id, amount, refundTransactionId },
    'fix refund',
  )
  return { ok: true }
}

/**
 * The change itself, in one transaction: the line, the totals, the bonuses spent that go back,
 * the pending cashback (which follows the new total; an order paid at the door earns its cashback
 * at completion, from the new total), the audit entry, the live event and the customer's text.
 */
async function applyFix(
  tx: Database,
  deps: FixDeps,
  request: FixRequest,
  opened: Opened,
  refundTransactionId: string | null,
) {
  const { fix, line, order } = opened
  const { by, to } = request
  const figures = figuresOf(opened, to)
  if (to === 0) await tx.delete(orderLines).where(eq(orderLines.id, line.id))
  else {
    await tx
      .update(orderLines)
      .set({ quantity: to, total: line.unitPrice * to })
      .where(eq(orderLines.id, line.id))
  }
  const [changed] = await tx
    .update(orders)
    .set({
      subtotal: figures.subtotal,
      offers: figures.offers,
      discount: figures.discount,
      bonusSpent: figures.bonusSpent,
      total: figures.total,
      updatedAt: by.at,
    })
    .where(eq(orders.id, order.id))
    .returning()
  // The offers' figures on the dashboard follow what they now take off.
  for (const offer of figures.offers) {
    await tx
      .update(offerUses)
      .set({ amount: offer.amount })
      .where(and(eq(offerUses.orderId, order.id), eq(offerUses.offerId, offer.offerId)))
  }
  await addBonus(
    tx,
    {
      customerId: order.customerId,
      amount: figures.bonusReturned,
      kind: 'refund',
      status: 'available',
      orderId: order.id,
    },
    by.at,
  )
  await tx
    .update(bonusLedger)
    .set({ amount: cashback(changed!, request.rules) })
    .where(
      and(
        eq(bonusLedger.orderId, order.id),
        eq(bonusLedger.kind, 'cashback'),
        eq(bonusLedger.status, 'pending'),
      ),
    )
  await tx
    .update(orderFixes)
    .set({ status: 'done', totalAfter: figures.total, refundTransactionId })
    .where(eq(orderFixes.id, fix.id))
  await audit(tx, {
    staffId: by.staffId,
    action: 'order.fixed',
    target: { type: 'order', id: order.id },
    before: {
      line: line.id,
      quantity: line.quantity,
      total: order.total,
      discount: order.discount,
    },
    after: { line: line.id, quantity: to, total: figures.total, discount: figures.discount },
    details: {
      dish: line.name,
      removed: figures.removed,
      bonusReturned: figures.bonusReturned,
      refund: fix.refundAmount,
      ...(refundTransactionId ? { refundTransactionId } : {}),
    },
    ip: by.ip,
    at: by.at,
  })
  await publishOrderEvent(tx, 'order.fixed', changed!, by.at)
  await deps.jobs.send(tx, FIX_TEXT, { fixId: fix.id }, by.at)
}
