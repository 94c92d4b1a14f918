import { proxy, useSnapshot } from 'valtio'
import { readStored, writeStored } from '../../stores/persist'

// Tickets printed as orders arrive, when the kitchen turns it on (kept for the next visit, like
// the sound). Each ticket loads in a hidden frame that prints itself: no pop-up for the browser to
// block, and the board stays where it is. A kiosk browser (--kiosk-printing) prints without asking.

const AUTO_PRINT_KEY = 'hanami_console_auto_print'
/** A frame stays long enough for its print dialog to be answered. */
const FRAME_LIFETIME_MS = 5 * 60_000

export const autoPrint = proxy({ on: false })

export function toggleAutoPrint() {
  autoPrint.on = !autoPrint.on
  writeStored(AUTO_PRINT_KEY, autoPrint.on)
}

export function restoreAutoPrint() {
  autoPrint.on = readStored(AUTO_PRINT_KEY) === true
}

export function useAutoPrint() {
  return useSnapshot(autoPrint).on
}

/** Prints each ticket at its address when the setting is on. */
export function printTickets(addresses: readonly string[]) {
  if (!autoPrint.on) return
  for (const address of addresses) {
    const frame = document.createElement('iframe')
    frame.src = address
    frame.title = address
    frame.dataset.ticket = ''
    frame.setAttribute('aria-hidden', 'true')
    frame.tabIndex = -1
    frame.style.cssText = 'position:fixed;width:80mm;height:1px;left:-200mm;top:0;border:0'
    document.body.append(frame)
    setTimeout(() => frame.remove(), FRAME_LIFETIME_MS)
  }
}
