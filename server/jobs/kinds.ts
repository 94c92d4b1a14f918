import type { Queue, QueueOptions } from 'pg-boss'

// Every kind of delayed work the shop has, like the tables of its schema: each is a queue that
// db/client.ts creates with the migrations, and a domain of the API runs (jobs.work).

/** A queue of jobs carrying `T`, with its retry rule when a run throws (none unless given). */
export type JobKind<T> = {
  name: string
  retry?: Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax'>
  /** pg-boss's queue policy (how many jobs may wait or run at once); `standard` when not given. */
  policy?: Queue['policy']
  /** Only carries the type of the jobs' data. */
  data?: T
}

const kind = <T>(name: string, retry?: JobKind<T>['retry']): JobKind<T> =>
  retry ? { name, retry } : { name }

/** An unpaid card order is cancelled when its time to pay is over (orders/expiry.ts). */
export const ORDER_EXPIRY = kind<{ orderId: number }>('order-expiry')

/** The customer's text for the order's latest status, at most one a minute (orders/status-sms.ts). */
export const STATUS_TEXT = kind<{ orderId: number }>('order-status-text', {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
})

/** The customer's text about a dish the restaurant took off their order (orders/fix-sms.ts). */
export const FIX_TEXT = kind<{ fixId: number }>('order-fix-text', {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
})

/** The restaurant's e-mail about an order to cook (orders/alerts.ts). */
export const ORDER_MAIL = kind<{ orderId: number }>('order-mail', {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
})

/**
 * The order webhook's POST (orders/webhook.ts): a failing receiver gets it again after about 1, 2,
 * 4 … s, at most 10 min apart, for about an hour.
 */
export const ORDER_WEBHOOK = kind<{ orderId: number; sentAt: string }>('order-webhook', {
  retryLimit: 14,
  retryDelay: 1,
  retryBackoff: true,
  retryDelayMax: 600,
})

/** The manager's e-mail that the shop's texts reached 80 % of their budget (sms/budget.ts). */
export const SMS_BUDGET_MAIL = kind<{ window: 'hour' | 'day'; sent: number; budget: number }>(
  'sms-budget-mail',
  { retryLimit: 5, retryDelay: 30, retryBackoff: true },
)

/**
 * A kitchen's devices are told about an order (push/kitchen.ts): it arrived or was paid, or it
 * has waited too long to be accepted. The run writes one PUSH_SEND per device.
 */
export const KITCHEN_PUSH = kind<{ orderId: number; event: 'arrived' | 'waiting' }>(
  'kitchen-push',
  {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
  },
)

/**
 * One Web Push message to one subscription (push/devices.ts): a push service that fails gets it
 * again after about 10, 20, 40 … s; within a few minutes, or it is stale news.
 */
export const PUSH_SEND = kind<{
  subscriptionId: number
  message: { title: string; body: string; url: string; tag?: string }
}>('push-send', { retryLimit: 4, retryDelay: 10, retryBackoff: true })

/**
 * The shop's hourly upkeep (api/housekeeping.ts): rate-limit events and whatever outlived its
 * retention period. Each run writes the next; `stately` keeps one waiting at most, however many
 * instances start and write their first.
 */
export const HOUSEKEEPING: JobKind<Record<string, never>> = {
  name: 'housekeeping',
  policy: 'stately',
}

export const JOB_KINDS: readonly JobKind<unknown>[] = [
  ORDER_EXPIRY,
  STATUS_TEXT,
  FIX_TEXT,
  ORDER_MAIL,
  ORDER_WEBHOOK,
  SMS_BUDGET_MAIL,
  KITCHEN_PUSH,
  PUSH_SEND,
  HOUSEKEEPING,
]
