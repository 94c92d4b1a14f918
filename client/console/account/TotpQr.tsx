import { encode } from 'uqr'

/** ISO/IEC 18004 §6.3.8: four light modules around the symbol, or scanners may miss its edges. */
const QUIET_ZONE = 4

/**
 * The dark modules of the QR symbol as one SVG path, a rectangle per horizontal run: a few hundred
 * commands instead of thousands of elements. Error correction M (15%) survives a glare on a screen.
 */
export function qrPath(text: string): { size: number; d: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 0 })
  let d = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < size) {
      if (!row[x]) {
        x += 1
        continue
      }
      const start = x
      while (row[x]) x += 1
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`
    }
  })
  return { size, d }
}

/**
 * The otpauth:// address as a QR code for the authenticator app's camera. Dark on white whatever
 * the theme (scanners read dark modules on light), and named for screen readers by `label`.
 */
export function TotpQr({ uri, label }: { uri: string; label: string }) {
  const { size, d } = qrPath(uri)
  const full = size + 2 * QUIET_ZONE
  return (
    <svg
      className="totp-qr"
      role="img"
      aria-label={label}
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${full} ${full}`}
      shapeRendering="crispEdges"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={full} height={full} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
