// Run by the build (`dist/seed-template.mjs`): the demo restaurant's embedded database, migrated and
// seeded once, dumped to dist/seed.tar.gz. A first start on an empty data folder loads it instead of
// running initdb, the migrations and the seed's picture work: 0.9 GB and 6 s of CPU at every first
// start before (docs/benchmarks.md, "Start"). Beside it, every variant of the demo's pictures, cut
// once (server/images/demo-pack.ts).
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { openDatabase, SEED_TEMPLATE } from '#server/db/client'
import { demoPictures, seed } from '#server/db/seed'
import { DEMO_PACK, writeDemoPack } from '#server/images/demo-pack'
import { loadSharp } from '#server/images/sharp'

const handle = await openDatabase({ dataDir: 'memory://' })
await seed(handle.db)
writeFileSync(SEED_TEMPLATE, Buffer.from(await (await handle.dump!('gzip')).arrayBuffer()))
await handle.close()

// Cutting them takes about a minute of CPU; a build with the same pictures, cutting code and libvips
// takes the pack it cut before.
const cutBy = createHash('sha256')
  .update(readFileSync(process.argv[1]!))
  .update(JSON.stringify((await loadSharp()).versions))
  .digest('hex')
  .slice(0, 24)
const CACHE = 'node_modules/.cache/demo-pictures'
const cached = join(CACHE, `${cutBy}.pack`)
if (!existsSync(cached)) {
  const { dishes, offers, banner } = await demoPictures()
  mkdirSync(CACHE, { recursive: true })
  await writeDemoPack([...dishes, ...offers, banner], `${cached}.part`)
  renameSync(`${cached}.part`, cached)
}
copyFileSync(cached, DEMO_PACK)
