import { constants, crc32, deflateRawSync } from 'node:zlib'

// RFC 1952 member header: deflate, no flags, no time, unknown OS.
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff)
// RFC 1951: a last block with fixed codes holding only the end-of-block code.
const LAST_EMPTY_BLOCK = Uint8Array.of(0x03, 0x00)
const STORED_MAX = 0xffff

/**
 * A page compressed once, to be answered many times with a different string (the CSP nonce)
 * between its parts. Each part is its own raw deflate stream ended on a byte boundary (a sync
 * flush), so the parts, the separator in a stored block and a last empty block concatenate into
 * one valid deflate stream; the gzip trailer's CRC is over what the visitor will read.
 */
export function gzipParts(
  parts: readonly Uint8Array[],
): (separator: Uint8Array) => Uint8Array<ArrayBuffer> {
  const deflated = parts.map((part) =>
    deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }),
  )
  // The CRC of what a visitor reads is put together from each part's, not recomputed over the page.
  const crcs = parts.map((part) => crcOf(part, 0))
  const shifts = parts.map((part) => shiftBy(part.length))
  const rawSize = parts.reduce((sum, part) => sum + part.length, 0)
  const deflatedSize = deflated.reduce((sum, part) => sum + part.length, 0)
  return (separator) => {
    if (separator.length > STORED_MAX) throw new RangeError('separator longer than a stored block')
    const stored = storedBlock(separator)
    const gaps = parts.length - 1
    const body = new Uint8Array(
      HEADER.length + deflatedSize + stored.length * gaps + LAST_EMPTY_BLOCK.length + 8,
    )
    body.set(HEADER)
    let at = HEADER.length
    const separatorCrc = crcOf(separator, 0)
    const separatorShift = shiftBy(separator.length)
    let crc = 0
    deflated.forEach((part, i) => {
      if (i > 0) {
        body.set(stored, at)
        at += stored.length
        crc = crcConcat(crc, separatorCrc, separatorShift)
      }
      body.set(part, at)
      at += part.length
      crc = crcConcat(crc, crcs[i]!, shifts[i]!)
    })
    body.set(LAST_EMPTY_BLOCK, at)
    at += LAST_EMPTY_BLOCK.length
    const trailer = new DataView(body.buffer, at, 8)
    trailer.setUint32(0, crc >>> 0, true)
    trailer.setUint32(4, (rawSize + separator.length * gaps) >>> 0, true)
    return body
  }
}

// zlib answers a fresh CRC (0) when handed no memory, which an empty array may have.
const crcOf = (data: Uint8Array, crc: number) => (data.length ? crc32(data, crc) : crc)

// zlib's crc32_combine (crc32.c): CRC-32 arithmetic as polynomials over GF(2) modulo its generator,
// bit-reflected. `shiftBy(n)` is x^(8n), what appending n bytes multiplies a CRC by.
const GENERATOR = 0xedb88320
const X_POW_2K = Array.from({ length: 32 }, () => 0)
X_POW_2K[0] = 1 << 30
for (let k = 1; k < 32; k++) X_POW_2K[k] = multiplyModP(X_POW_2K[k - 1]!, X_POW_2K[k - 1]!)

function multiplyModP(a: number, b: number): number {
  let product = 0
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= b
    b = b & 1 ? (b >>> 1) ^ GENERATOR : b >>> 1
  }
  return product >>> 0
}

function shiftBy(bytes: number): number {
  let power = 0x80000000
  for (let n = bytes, k = 3; n > 0; n >>>= 1, k++) {
    if (n & 1) power = multiplyModP(X_POW_2K[k & 31]!, power)
  }
  return power
}

/** The CRC of A then B, from A's, B's and B's shift. */
const crcConcat = (crcA: number, crcB: number, shiftB: number) =>
  (multiplyModP(shiftB, crcA) ^ crcB) >>> 0

/** A stored (uncompressed) block, not the last: header bits, then LEN and its complement. */
function storedBlock(data: Uint8Array): Uint8Array {
  const block = new Uint8Array(5 + data.length)
  const view = new DataView(block.buffer)
  view.setUint8(0, 0)
  view.setUint16(1, data.length, true)
  view.setUint16(3, ~data.length & 0xffff, true)
  block.set(data, 5)
  return block
}
