// Run by the build (`dist/seed-template.mjs`): the demo restaurant's embedded database, migrated and
// seeded once, dumped to dist/seed.tar.gz. A first start on an empty data folder loads it instead of
// running initdb, the migrations and the seed's picture work: 0.9 GB and 6 s of CPU at every first
// start before (docs/benchmarks.md, "Start").
import { writeFileSync } from 'node:fs'
import { openDatabase, SEED_TEMPLATE } from '#server/db/client'
import { seed } from '#server/db/seed'

const handle = await openDatabase({ dataDir: 'memory://' })
await seed(handle.db)
writeFileSync(SEED_TEMPLATE, Buffer.from(await (await handle.dump!('gzip')).arrayBuffer()))
await handle.close()
