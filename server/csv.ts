// The accountant's files (the day's figures, the invoices). Excel set to Bulgarian reads a
// semicolon between fields and a comma before the cents; the byte order mark makes it read UTF-8,
// so Cyrillic names stay readable. One convention for every file: the accountant is the same.

const BOM = '\uFEFF'

/** Euros with a decimal comma, no grouping: 1234,50. */
export const csvAmount = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`

/**
 * One field: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would
 * take for a formula (=, +, -, @) is made text first (OWASP CSV injection).
 */
function field(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The file of `lines` (an empty line is an empty array): BOM, `;` between fields, CRLF. */
export function csvFile(lines: (string | number)[][]): string {
  return `${BOM}${lines.map((line) => line.map(field).join(';')).join('\r\n')}\r\n`
}
