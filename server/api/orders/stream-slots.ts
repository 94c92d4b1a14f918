import { ApiError } from '#server/api/errors'

// Live streams hold memory and a place in every change's fan-out for as long as they are open, so
// how many one holder may have open at once is bounded (issue 32 item 3: one customer opened 3,000
// on one instance, +430 MB). Counted per instance, where the memory is; a stream's slots are
// given back when it closes, however it closes.

/** How many live streams one holder may have open on an instance. */
export type StreamLimits = {
  /** A customer's order pages, across their devices and tabs. */
  perCustomer: number
  /** Customers' order pages from one client address (a household, an office, a mobile carrier's NAT). */
  perCustomerAddress: number
  /** A staff session's boards (one screen, a few tabs). */
  perStaffSession: number
  /** Staff boards from one client address (a restaurant's screens share its address). */
  perStaffAddress: number
}

export const STREAM_LIMITS: StreamLimits = {
  perCustomer: 10,
  perCustomerAddress: 60,
  perStaffSession: 5,
  perStaffAddress: 40,
}

export type StreamSlots = ReturnType<typeof streamSlots>

export function streamSlots() {
  const open = new Map<string, number>()
  return {
    /**
     * A slot under every `[key, limit]` at once, and the function that gives them back; null, with
     * nothing taken, when any of them is full.
     */
    take(bounds: [key: string, limit: number][]): (() => void) | null {
      if (bounds.some(([key, limit]) => (open.get(key) ?? 0) >= limit)) return null
      for (const [key] of bounds) open.set(key, (open.get(key) ?? 0) + 1)
      let held = true
      return () => {
        if (!held) return
        held = false
        for (const [key] of bounds) {
          const left = (open.get(key) ?? 1) - 1
          if (left) open.set(key, left)
          else open.delete(key)
        }
      }
    },
  }
}

/** Seconds a refused stream is told to wait: long enough for a closed tab's slot to come back. */
const RETRY_AFTER_SECONDS = '30'

/** The key of a client address's count; none for an address the server was not told. */
export function addressKey(kind: string, address: string | null | undefined): string | null {
  // Counting every unknown address as one would let a single holder shut all the others out.
  return address ? `${kind}-address:${address}` : null
}

/**
 * Takes a slot under every `[key, limit]` with a key, or refuses the stream with a 429 in the error
 * shape saying `refusal`; answers the function that gives the slots back.
 */
export function claimSlots(
  slots: StreamSlots,
  bounds: [key: string | null, limit: number][],
  refusal: string,
): () => void {
  const release = slots.take(bounds.filter((bound): bound is [string, number] => bound[0] !== null))
  if (!release) throw new ApiError(429, refusal, undefined, { 'Retry-After': RETRY_AFTER_SECONDS })
  return release
}
