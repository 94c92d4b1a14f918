import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { gzipParts } from './gzip-parts'

const encoder = new TextEncoder()

describe('gzipParts', () => {
  it('answers the parts joined by any separator, as gzip that any inflater reads', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.array(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 1, maxLength: 3 }),
        (parts, separators) => {
          const join = gzipParts(parts.map((part) => encoder.encode(part)))
          for (const separator of separators) {
            const body = gunzipSync(join(encoder.encode(separator))).toString()
            expect(body).toBe(parts.join(separator))
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('keeps a page with empty parts at either end whole (zlib restarts its CRC on no memory)', () => {
    const page = ['', '<script nonce="', '">go()</script>', '']
    const join = gzipParts(page.map((part) => encoder.encode(part)))
    expect(gunzipSync(join(encoder.encode('n0nce'))).toString()).toBe(page.join('n0nce'))
  })

  it('compresses a repetitive page', () => {
    const page = '<li class="card">Sakura set, 8 pieces, 12.90 €</li>'.repeat(2000)
    const join = gzipParts([encoder.encode(page), encoder.encode(page)])
    expect(join(encoder.encode('abc')).length).toBeLessThan(page.length / 50)
  })
})
