import { proxy } from 'valtio'
import { readStored, writeStored } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'

// Tickets printed as orders arrive, when the kitchen turns it on (kept for the next visit, like
// the sound). The board prints each one itself (TicketPrinter): no pop-up for the browser to
// block, no frame (no page of the shop may be framed, security.md HDR-02). A kiosk browser
// (--kiosk-printing) prints without asking.

const AUTO_PRINT_KEY = 'hanami_console_auto_print'

export const autoPrint = proxy({
  on: false,
  /** Orders whose tickets wait to be printed, oldest first. */
  queue: [] as number[],
})

export function toggleAutoPrint() {
  autoPrint.on = !autoPrint.on
  writeStored(AUTO_PRINT_KEY, autoPrint.on)
}

export function restoreAutoPrint() {
  autoPrint.on = readStored(AUTO_PRINT_KEY) === true
}

export function useAutoPrint() {
  return useStore(autoPrint)
}

/** Queues the tickets of arriving orders when the setting is on. */
export function printTickets(orderIds: readonly number[]) {
  if (autoPrint.on) autoPrint.queue.push(...orderIds.filter((id) => !autoPrint.queue.includes(id)))
}

/** The ticket printed: the next one may go. */
export function ticketPrinted(orderId: number) {
  autoPrint.queue = autoPrint.queue.filter((id) => id !== orderId)
}
