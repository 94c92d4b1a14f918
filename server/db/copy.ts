import { is, type SQL, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import * as schema from './schema'

// `npm run db:copy`: the embedded database of a shop moved into a PostgreSQL server. Values travel
// as their text form, as COPY does, so nothing is rounded on the way (microseconds of timestamps,
// JSON null apart from SQL NULL); the table list comes from the schema, so a new table is copied too.

const BATCH = 500
// Pictures (bytea) are up to a few hundred kilobytes a row: fewer of them at a time.
const BYTES_BATCH = 16

export class CopyRefused extends Error {
  override name = 'CopyRefused'
}

export type Copied = { table: string; rows: number }[]

/** Every table of the schema, each after the tables its foreign keys point to. */
export function tablesInKeyOrder(): PgTable[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  )
  const ordered: PgTable[] = []
  const visit = (table: PgTable, path: PgTable[]) => {
    if (ordered.includes(table)) return
    if (path.includes(table)) throw new Error(`foreign keys form a cycle: ${path.map(nameOf)}`)
    for (const key of getTableConfig(table).foreignKeys) {
      const parent = key.reference().foreignTable
      if (parent !== table) visit(parent, [...path, table])
    }
    ordered.push(table)
  }
  for (const table of tables) visit(table, [])
  return ordered
}

const nameOf = (table: PgTable) => getTableConfig(table).name
const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/**
 * Copies every table from `source` into `target` in one transaction of the target, then sets
 * every sequence past the ids in use. A target holding any row is refused unless `replace`, which
 * empties it first.
 */
export async function copyDatabase(
  source: Database,
  target: Database,
  options: { replace?: boolean } = {},
): Promise<Copied> {
  const tables = tablesInKeyOrder()
  // A cursor lives in a transaction; this one only reads.
  return source.transaction((read) =>
    target.transaction(async (write) => {
      const filled: string[] = []
      for (const table of tables) {
        const [row] = await rows<{ filled: boolean }>(
          write,
          sql.raw(`select exists (select 1 from ${quote(nameOf(table))}) as filled`),
        )
        if (row?.filled) filled.push(nameOf(table))
      }
      if (filled.length && !options.replace) {
        throw new CopyRefused(
          `The target database already holds rows (${filled.join(', ')}): copy into an empty ` +
            'database, or pass --replace to delete everything in it first.',
        )
      }
      if (filled.length) {
        const all = tables.map((table) => quote(nameOf(table))).join(', ')
        await write.execute(sql.raw(`truncate ${all} restart identity cascade`))
      }
      const copied: Copied = []
      for (const table of tables) {
        copied.push({ table: nameOf(table), rows: await copyTable(read, write, table) })
      }
      for (const table of tables) await carrySequences(read, write, table)
      return copied
    }),
  )
}

async function copyTable(read: Database, write: Database, table: PgTable): Promise<number> {
  const config = getTableConfig(table)
  const name = quote(config.name)
  const columns = config.columns.map((column) => column.name)
  const types = await columnTypes(write, config.name)
  const keys = [
    ...config.columns.filter((column) => column.primary).map((column) => column.name),
    ...config.primaryKeys.flatMap((key) => key.columns.map((column) => column.name)),
  ]
  // Rows in key order: a table referring to itself gets its parents first.
  const order = (keys.length ? keys : columns).map(quote).join(', ')
  const values = columns.map((column) => `${quote(column)}::text`).join(', ')
  await read.execute(
    sql.raw(`declare copy_rows no scroll cursor for
      select to_json(array[${values}])::text as r from ${name} order by ${order}`),
  )
  const picks = columns.map((column, i) => `(r->>${i})::${types.get(column) ?? 'text'}`).join(', ')
  const size = [...types.values()].includes('bytea') ? BYTES_BATCH : BATCH
  let total = 0
  for (;;) {
    const batch = await rows<{ r: string }>(read, sql.raw(`fetch ${size} from copy_rows`))
    if (!batch.length) break
    const json = `[${batch.map((row) => row.r).join(',')}]`
    await write.execute(
      sql`${sql.raw(`insert into ${name} (${columns.map(quote).join(', ')}) overriding system value
        select ${picks} from json_array_elements(`)}${json}${sql.raw('::json) as r')}`,
    )
    total += batch.length
  }
  await read.execute(sql.raw('close copy_rows'))
  return total
}

async function columnTypes(db: Database, table: string): Promise<Map<string, string>> {
  const found = await rows<{ name: string; type: string }>(
    db,
    sql`select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${quote(table)}::regclass and attnum > 0 and not attisdropped`,
  )
  return new Map(found.map((row) => [row.name, row.type]))
}

/** Each serial or identity sequence continues after the source's: no id is ever handed out twice. */
async function carrySequences(read: Database, write: Database, table: PgTable) {
  const config = getTableConfig(table)
  for (const column of config.columns) {
    const args = sql`${quote(config.name)}, ${column.name}`
    const [own] = await rows<{ sequence: string | null }>(
      write,
      sql`select pg_get_serial_sequence(${args}) as sequence`,
    )
    if (!own?.sequence) continue
    const [from] = await rows<{ sequence: string }>(
      read,
      sql`select pg_get_serial_sequence(${args}) as sequence`,
    )
    const [state] = await rows<{ used: string }>(
      read,
      sql.raw(
        `select case when is_called then last_value else last_value - 1 end as used from ${from!.sequence}`,
      ),
    )
    await write.execute(sql`
      select setval(${own.sequence}, greatest(${Number(state!.used)}, max(${sql.identifier(column.name)}), 0) + 1, false)
      from ${sql.identifier(config.name)}`)
  }
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
