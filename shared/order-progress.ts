// The progress line of a customer's order page: the steps its kind of order goes through.
export type ProgressStep = 'accepted' | 'cooking' | 'on_the_way' | 'ready_for_pickup' | 'delivered'

const DELIVERY: ProgressStep[] = ['accepted', 'cooking', 'on_the_way', 'delivered']
const PICKUP: ProgressStep[] = ['accepted', 'cooking', 'ready_for_pickup']

/** The steps, and how many of them are done, for an order of `orderType` in `status`. */
export function progress(orderType: string, status: string) {
  const steps = orderType === 'pickup' ? PICKUP : DELIVERY
  const reached = status === 'completed' ? steps.length : steps.indexOf(status as ProgressStep) + 1
  return { steps, done: Math.max(reached, 0) }
}

/** Whether anything may still change that the customer waits to see. */
export const stillMoving = (status: string, refund: string | null) =>
  status !== 'completed' && !(status === 'cancelled' && (refund === null || refund === 'completed'))
