import { existsSync } from 'node:fs'
import { open, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { ImageFormat } from '#shared/images'
import { IMAGE_JOBS } from './jobs'
import { allVariants, type PreparedImage, renderVariant } from './pipeline'

// The demo restaurant's pictures are seeded without variants (the seeded database a first start
// loads stays small), and cutting them on request made a fresh shop's first visitor wait for, or be
// refused, most of the menu's pictures: an instance cuts two at a time. So the build cuts every
// variant once into one file beside the bundle (scripts/seed-template.ts), and a variant is read
// from it at its offset: no render, and nothing of it held in memory but its index.

/** Where the build writes the pack: beside the bundle, as the seed template (server/db/client.ts). */
export const DEMO_PACK = fileURLToPath(new URL('./demo-pictures.pack', import.meta.url))

const variantId = (key: string, width: number, format: ImageFormat) => `${key}/${width}.${format}`

/** [offset, length] of each variant's bytes, after the index. */
type PackIndex = Record<string, [number, number]>
/** The file: the index's length (4 bytes, big-endian), the index as JSON, then the bodies. */
const HEADER_BYTES = 4

/** Cuts every variant of `pictures` (as many at a time as an instance's image jobs) into `file`. */
export async function writeDemoPack(pictures: PreparedImage[], file: string) {
  const cuts = pictures.flatMap((picture) =>
    allVariants(picture.kind).map((variant) => ({ picture, ...variant })),
  )
  const bodies: Uint8Array[] = new Array(cuts.length)
  let next = 0
  const worker = async () => {
    for (let i = next++; i < cuts.length; i = next++) {
      const { picture, width, format } = cuts[i]!
      bodies[i] = await renderVariant(picture.original, picture.kind, width, format)
    }
  }
  await Promise.all(Array.from({ length: IMAGE_JOBS }, worker))
  const index: PackIndex = {}
  let offset = 0
  cuts.forEach(({ picture, width, format }, i) => {
    index[variantId(picture.key, width, format)] = [offset, bodies[i]!.byteLength]
    offset += bodies[i]!.byteLength
  })
  const json = Buffer.from(JSON.stringify(index))
  const header = Buffer.alloc(HEADER_BYTES)
  header.writeUInt32BE(json.byteLength)
  await writeFile(file, Buffer.concat([header, json, ...bodies]))
}

export type DemoPack = {
  /** The variant's bytes, or null when the pack has none (a picture of the shop's own). */
  variant(key: string, width: number, format: ImageFormat): Promise<Uint8Array | null>
}

/** The pack in `file`; a missing file (a development server, a build without it) holds nothing. */
export function demoPackAt(file: string): DemoPack {
  let index: Promise<{ entries: PackIndex; bodiesAt: number } | null> | undefined
  const readIndex = async () => {
    if (!existsSync(file)) return null
    const handle = await open(file)
    try {
      const header = Buffer.alloc(HEADER_BYTES)
      await handle.read(header, 0, HEADER_BYTES, 0)
      const json = Buffer.alloc(header.readUInt32BE())
      await handle.read(json, 0, json.byteLength, HEADER_BYTES)
      return {
        entries: JSON.parse(json.toString()) as PackIndex,
        bodiesAt: HEADER_BYTES + json.byteLength,
      }
    } finally {
      await handle.close()
    }
  }
  return {
    async variant(key, width, format) {
      index ??= readIndex()
      const pack = await index
      const entry = pack?.entries[variantId(key, width, format)]
      if (!pack || !entry) return null
      const [offset, length] = entry
      const handle = await open(file)
      try {
        const body = new Uint8Array(length)
        await handle.read(body, 0, length, pack.bodiesAt + offset)
        return body
      } finally {
        await handle.close()
      }
    },
  }
}

/** The build's pack. */
export const demoPack = demoPackAt(DEMO_PACK)
