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
    let crc = 0
    deflated.forEach((part, i) => {
      if (i > 0) {
        body.set(stored, at)
        at += stored.length
        crc = crcOf(separator, crc)
      }
      body.set(part, at)
      at += part.length
      crc = crcOf(parts[i]!, crc)
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
