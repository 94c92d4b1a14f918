// `npm run db:copy [-- --replace]`: the embedded database in DATA_DIR copied into the PostgreSQL
// database at DATABASE_URL (docs/deploy.md, "Moving from the embedded database to PostgreSQL").
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '#server/db/client'
import { CopyRefused, copyDatabase } from '#server/db/copy'
import { readEnv } from '#server/env'

const env = readEnv()
const replace = process.argv.includes('--replace')

/** A sentence for the operator instead of a stack trace. */
function stop(sentence: string): never {
  console.error(sentence)
  process.exit(1)
}

if (!env.DATABASE_URL) stop('DATABASE_URL must name the PostgreSQL database to copy into.')
// Opening a missing folder would create an empty database and copy nothing.
if (!existsSync(join(env.DATA_DIR, 'PG_VERSION'))) {
  stop(`DATA_DIR (${env.DATA_DIR}) holds no embedded database.`)
}
// PGlite has no lock of its own: two processes in one folder would corrupt it.
if (existsSync(join(env.DATA_DIR, 'postmaster.pid'))) {
  stop(
    `DATA_DIR (${env.DATA_DIR}) is in use or was not closed cleanly: stop the server first ` +
      '(after a crash, start and stop it once).',
  )
}

const source = await openDatabase({ dataDir: env.DATA_DIR })
try {
  const target = await openDatabase({ dataDir: '', databaseUrl: env.DATABASE_URL })
  try {
    const copied = await copyDatabase(source.db, target.db, { replace })
    for (const { table, rows } of copied) console.log(`${table.padEnd(28)} ${rows}`)
    console.log(`Copied ${env.DATA_DIR} into PostgreSQL.`)
  } finally {
    await target.close()
  }
} catch (error) {
  // The copy is one transaction: whatever failed, the target holds none of it.
  console.error(error instanceof CopyRefused ? error.message : `Nothing was copied: ${error}`)
  process.exitCode = 1
} finally {
  await source.close()
}
