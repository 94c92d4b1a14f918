import { rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#server/db/client'
import { seed } from '#server/db/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded embedded database's dump: each test database starts as a copy of it. */
    pgliteTemplate: string
  }
}

// Vitest's global setup. PGlite's initdb takes seconds on every open (5-8 s here under load); a
// copy of a data folder made once loads in about one.
export default async function setup(project: TestProject) {
  const handle = await openDatabase({ dataDir: 'memory://' })
  await seed(handle.db)
  const file = join(tmpdir(), `sushi-pglite-template-${process.pid}.tar`)
  writeFileSync(file, Buffer.from(await (await handle.dump!()).arrayBuffer()))
  await handle.close()
  project.provide('pgliteTemplate', file)
  return () => rmSync(file, { force: true })
}
