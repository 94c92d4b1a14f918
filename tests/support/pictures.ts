import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

// Files a manager might upload, made on the spot: real photos, and the ones that must be refused.

/** A photo-like picture: a gradient with a disc, so crops and encoders have something to do. */
export async function photo(format: 'jpeg' | 'png', width = 800, height = 600): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#f5cba7"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#1e8449"/></svg>`
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer()
}

const crc32 = (bytes: Buffer) => {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A pixel bomb: a PNG a few kilobytes long declaring a 30000 × 30000 canvas (900 megapixels). */
export function pixelBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(0, 9) // greyscale
  // The first rows, all black: the rest would inflate to 900 MB.
  const rows = deflateSync(Buffer.alloc((side + 1) * 64))
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** The start of an iPhone HEIC (an ISO-BMFF `ftyp` box of brand heic), as a manager would send it. */
export function heic(): Buffer {
  const box = Buffer.alloc(32)
  box.writeUInt32BE(24, 0)
  box.write('ftypheic', 4, 'ascii')
  box.write('mif1heic', 16, 'ascii')
  return Buffer.concat([box, Buffer.alloc(4096, 7)])
}
