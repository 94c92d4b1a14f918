import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { eq, getTableName, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createCatalogStore } from '#server/api/catalog/store'
import { type Database, type DatabaseHandle, openDatabase } from '#server/db/client'
import { tablesInKeyOrder } from '#server/db/copy'
import { redirectRules } from '#server/db/schema'
import { seed } from '#server/db/seed'
import { prepareImage } from '#server/images/pipeline'
import { cutVariants, storeImage } from '#server/images/store'
import { emptyPostgresDatabase, postgresReachable } from '#tests/support/databases'
import { photo } from '#tests/support/pictures'
import { delivery, line, shopClient } from '#tests/support/shop'

// An operator who started on the embedded database moves the shop to PostgreSQL with
// `npm run db:copy`: customers, sessions and orders arrive row for row, and the shop goes on
// numbering its orders where it stopped.
const reachable = await postgresReachable()
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let folder: string
let dataDir: string
let before: Snapshot
let deletedRuleId: number
const cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  if (!reachable) return
  folder = mkdtempSync(join(tmpdir(), 'hanami-copy-'))
  dataDir = join(folder, 'data')
  const source = await openDatabase({ dataDir })
  await seed(source.db)
  const shop = shopClient({
    db: source.db,
    catalog: createCatalogStore(source.db),
    jobs: source.jobs,
  })
  const customer = await shop.signUp()
  const { order } = await shop.placed(customer.token, delivery([line('set-sakura', 2)]))
  await shop.advance(order.id, 'accepted')
  // An uploaded photo with its variants: bytes must arrive unchanged.
  const picture = await prepareImage(await photo('jpeg'), 'dish')
  await storeImage(source.db, picture, await cutVariants(picture))
  // A row deleted after being numbered: its id must not be handed out again.
  const [rule] = await source.db
    .insert(redirectRules)
    .values({ fromPath: '/old', toPath: '/new' })
    .returning()
  await source.db.delete(redirectRules).where(eq(redirectRules.id, rule!.id))
  deletedRuleId = rule!.id
  before = await snapshot(source.db)
  await source.close()
}, 60_000)

afterAll(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

it.skipIf(!reachable)(
  'copies every table row for row, and new rows continue the numbering',
  async () => {
    expect(before.customers).toHaveLength(1)
    expect(before.sessions).toHaveLength(1)
    expect(before.order_lines).toHaveLength(1)
    expect(before.image_variants!.length).toBeGreaterThanOrEqual(9)
    const target = await emptyPostgresDatabase()
    cleanups.push(target.drop)

    const run = await dbCopy(target.url)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/^orders\s+1$/m)

    const database = await open(target.url)
    // The list comes from the schema: it must name every table the migrations made.
    const made = (await database.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { name: string }[] }
    expect(Object.keys(before).sort()).toEqual(made.rows.map((row) => row.name).sort())
    expect(await snapshot(database.db)).toEqual(before)

    const shop = shopClient({
      db: database.db,
      catalog: createCatalogStore(database.db),
      jobs: database.jobs,
    })
    const customer = await shop.signUp()
    expect(customer.id).toBe(2)
    const { order } = await shop.placed(customer.token, delivery([line('set-sakura')]))
    expect(order.id).toBe(2)
    const [rule] = await database.db
      .insert(redirectRules)
      .values({ fromPath: '/older', toPath: '/new' })
      .returning()
    expect(rule!.id).toBe(deletedRuleId + 1)
  },
  60_000,
)

it.skipIf(!reachable)(
  'refuses a database that already holds rows; --replace overwrites it',
  async () => {
    const target = await emptyPostgresDatabase()
    cleanups.push(target.drop)
    // As after one start of the server against it: migrated and seeded with the demo restaurant.
    const database = await open(target.url)
    await seed(database.db)
    const demo = await snapshot(database.db)

    const refused = await dbCopy(target.url)
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('The target database already holds rows (categories, ')
    expect(await snapshot(database.db)).toEqual(demo)

    const replaced = await dbCopy(target.url, '--replace')
    expect(replaced.code, replaced.stderr).toBe(0)
    expect(await snapshot(database.db)).toEqual(before)
  },
  60_000,
)

it.skipIf(!reachable)('refuses a data folder a running server holds open', async () => {
  const target = await emptyPostgresDatabase()
  cleanups.push(target.drop)
  const running = await openDatabase({ dataDir })
  try {
    const run = await dbCopy(target.url)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('is in use or was not closed cleanly: stop the server first')
  } finally {
    await running.close()
  }
})

async function open(url: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: '', databaseUrl: url })
  cleanups.unshift(handle.close)
  return handle
}

function dbCopy(url: string, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', 'db:copy', '--', ...args],
      {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: dataDir,
          DATABASE_URL: url,
        },
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

type Snapshot = Record<string, string[]>

/** Every row of every table in its text form, in one time zone, sorted: equal means identical. */
async function snapshot(db: Database): Promise<Snapshot> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`)
    const tables: Snapshot = {}
    for (const table of tablesInKeyOrder()) {
      const name = sql.identifier(getTableName(table))
      const result = (await tx.execute(sql`select t::text as row from ${name} t`)) as unknown as {
        rows: { row: string }[]
      }
      tables[getTableName(table)] = result.rows.map((r) => r.row).sort()
    }
    return tables
  })
}
