// A roll printer's page is as long as what is printed on it. Chromium drops `@page { size: 80mm
// auto }` (and prints US Letter); a fixed length cuts a long ticket or feeds blank paper. So the
// page is sized to the ticket as drawn, just before printing. A constructed sheet, not a <style>:
// the content security policy allows no inline styles.

const ROLL_MM = 80
/** The page's margins (ticket.css's @page). */
const MARGIN_MM = 4
const MM_PER_PX = 25.4 / 96

let sheet: CSSStyleSheet | undefined

/** Prints `ticket` on a page of the roll's width and the ticket's own length. */
export function printTicket(ticket: HTMLElement) {
  const length = Math.ceil(ticket.getBoundingClientRect().height * MM_PER_PX) + 2 * MARGIN_MM
  if (!sheet) {
    sheet = new CSSStyleSheet()
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }
  sheet.replaceSync(`@page { size: ${ROLL_MM}mm ${length}mm; margin: ${MARGIN_MM}mm; }`)
  window.print()
}
