import { renderToStaticMarkup } from 'react-dom/server'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { TotpQr } from './TotpQr'

const uri = (secret: string) =>
  `otpauth://totp/Hanami%20Sushi:manager%40staff.example?secret=${secret}&issuer=Hanami+Sushi&algorithm=SHA1&digits=6&period=30`
const URI = uri('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')

/** The dark modules the rendered SVG draws, read back from its path as a matrix. */
function drawnModules(svg: string): boolean[][] {
  const viewBox = /viewBox="-4 -4 (\d+) \d+"/.exec(svg)
  const size = Number(viewBox![1]) - 8
  const modules = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  const d = /<path d="([^"]+)"/.exec(svg)![1]!
  for (const [, x, y, width] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(width); i++) modules[Number(y)]![Number(x) + i] = true
  }
  expect(d.replace(/M(\d+) (\d+)h(\d+)v1h-\3z/g, '')).toBe('')
  return modules
}

/** ISO/IEC 18004 §6.3.3: the 7×7 finder pattern, a dark ring, a light ring, a dark 3×3 core. */
function isFinder(modules: boolean[][], top: number, left: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3))
      if (modules[top + y]![left + x] !== (ring !== 2)) return false
    }
  }
  return true
}

describe('the TOTP enrolment QR code', () => {
  const svg = renderToStaticMarkup(<TotpQr uri={URI} label="QR code for your authenticator app" />)

  it('is an image named for screen readers, with a light quiet zone of four modules', () => {
    expect(svg).toMatch(
      /^<svg class="totp-qr" role="img" aria-label="QR code for your authenticator app"/,
    )
    expect(svg).toContain('<rect x="-4" y="-4"')
    expect(svg).toContain('fill="#fff"')
  })

  it('draws exactly the modules of the otpauth URI’s QR symbol, with its three finders', () => {
    const modules = drawnModules(svg)
    const size = modules.length
    // ISO/IEC 18004 §5.3.1: 17 + 4 × version modules a side.
    expect((size - 17) % 4).toBe(0)
    expect(isFinder(modules, 0, 0)).toBe(true)
    expect(isFinder(modules, 0, size - 7)).toBe(true)
    expect(isFinder(modules, size - 7, 0)).toBe(true)
    expect(modules).toEqual(encode(URI, { ecc: 'M', border: 0 }).data)
  })

  it('draws another symbol for another secret', () => {
    const other = uri('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    const otherSvg = renderToStaticMarkup(<TotpQr uri={other} label="QR" />)
    expect(drawnModules(otherSvg)).not.toEqual(drawnModules(svg))
  })
})
