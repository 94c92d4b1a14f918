import { isDeepStrictEqual } from 'node:util'
import { eq } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Context } from 'hono'
import {
  announceChange,
  type Caches,
  type CatalogChange,
  dropStale,
} from '#server/api/catalog/changes'
import { ApiError } from '#server/api/errors'
import { audit } from '#server/api/operator/staff/audit'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import type { AuditAction, AuditKind } from '#shared/audit'
import { translate } from '#shared/i18n'
import { clientIp, type StaffEnv, type StaffGuard } from './roles'

// What every edit of the catalog, the site and the redirect table shares: the transaction with its
// audit row, and dropping the in-memory copies once it committed (the input fields are the
// contract's: shared/contract/operator/fields.ts).

export type EditDeps = {
  db: Database
  now: () => Date
  guard: StaffGuard
  caches: Caches
}

export type Edit<T> = {
  target: { type: string; id: number | string }
  /** The fields as they were (null for something new) and as they are (null once deleted). */
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  result: T
}

/** The fields an update changed, as they were and as they are: the audit's before and after. */
export function changedFields<T extends object>(before: T, after: T, fields: readonly string[]) {
  const keys = fields.filter(
    (f) => !isDeepStrictEqual(before[f as keyof T], after[f as keyof T]),
  ) as (keyof T)[]
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  }
}

type WithId = PgTable & { id: PgColumn }

/** Adds one row, or answers null when a unique field (its slug) is already taken. */
export async function insertUnique<T extends WithId>(
  tx: Database,
  table: T,
  type: string,
  values: T['$inferInsert'],
): Promise<Edit<T['$inferSelect']> | null> {
  const [row] = (await tx
    .insert(table as PgTable)
    .values(values as never)
    .onConflictDoNothing()
    .returning()) as (T['$inferSelect'] & { id: number })[]
  return row ? { target: { type, id: row.id }, before: null, after: row, result: row } : null
}

/** The 409 for a slug another row already has, on the field that caused it. */
export function slugTaken(c: Context): ApiError {
  const message = translate(requestLang(c), 'operator.field.slugTaken')
  return new ApiError(409, message, { slug: message })
}

type Patch<T extends WithId> = Partial<T['$inferInsert']>

/**
 * Updates one row by id under a row lock (parallel edits apply one after the other). A patch made
 * from the row as it is (a state's start kept while it stays on) sees it under that lock.
 */
export async function updateById<T extends WithId>(
  tx: Database,
  table: T,
  type: string,
  id: number,
  change: Patch<T> | ((before: T['$inferSelect']) => Patch<T>),
): Promise<Edit<T['$inferSelect']> | null> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update')) as T['$inferSelect'][]
  if (!row) return null
  const patch = typeof change === 'function' ? change(row) : change
  const [updated] = (await tx
    .update(table as PgTable)
    .set(patch as never)
    .where(eq(table.id, id))
    .returning()) as T['$inferSelect'][]
  return {
    target: { type, id },
    ...changedFields(row, updated!, Object.keys(patch)),
    result: updated!,
  }
}

/** A kind of row staff add and change one at a time through a create and an edit route. */
export type Editable<T extends WithId, Kind extends AuditKind<'updated'> = AuditKind<'updated'>> = {
  table: T
  /** The audit target's type, and its actions: `{type}.created`, `{type}.updated`. */
  type: Kind
  /** The locale key of the 404 for an id that matches no row. */
  notFound: string
  /** What the audit keeps of a new row, when not all of it. */
  audited?: (row: T['$inferSelect']) => Record<string, unknown>
  /** A rule checked in the transaction before writing, throwing its own ApiError. */
  check?: (tx: Database, c: Context, values: Partial<T['$inferInsert']>) => Promise<void>
}

/** A create route's work: the new row, audited, or the 409 when its slug is taken. */
export async function createRow<T extends WithId>(
  deps: Pick<EditDeps, 'db' | 'now' | 'caches'>,
  c: Context<StaffEnv>,
  kind: Editable<T, AuditKind<'created'> & AuditKind<'updated'>>,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const row = await recordEdit(deps, c, `${kind.type}.created`, 'catalog', async (tx) => {
    await kind.check?.(tx, c, values)
    const edit = await insertUnique(tx, kind.table, kind.type, values)
    return edit && kind.audited ? { ...edit, after: kind.audited(edit.result) } : edit
  })
  if (!row) throw slugTaken(c)
  return row
}

/** An edit route's work on the row the path names: the changed row, audited, or the 404. */
export async function editRow<T extends WithId>(
  deps: Pick<EditDeps, 'db' | 'now' | 'caches'>,
  c: Context<StaffEnv>,
  kind: Editable<T>,
  patch: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect']> {
  const row = await recordEdit(deps, c, `${kind.type}.updated`, 'catalog', async (tx) => {
    await kind.check?.(tx, c, patch)
    return updateById(tx, kind.table, kind.type, rowId(c), patch)
  })
  if (!row) throw new ApiError(404, translate(requestLang(c), kind.notFound))
  return row
}

/**
 * Runs one staff edit: the change, its audit row and the announcement to every API instance in
 * one transaction; then drops this instance's stale copies before answering, so the next read (a
 * quote, an order, a page) sees the edit. An edit that changed nothing is not recorded. Answers
 * the edit's result, or null when `work` found nothing to edit.
 */
export async function recordEdit<T>(
  deps: Pick<EditDeps, 'db' | 'now' | 'caches'>,
  c: Context<StaffEnv>,
  action: AuditAction,
  change: CatalogChange,
  work: (tx: Database, at: Date) => Promise<Edit<T> | null>,
): Promise<T | null> {
  const at = deps.now()
  const done = await deps.db.transaction(async (tx) => {
    const edit = await work(tx, at)
    if (!edit || isDeepStrictEqual(edit.before, edit.after)) return { edit, changed: false }
    await audit(tx, {
      staffId: c.var.staff.staffId,
      action,
      target: edit.target,
      before: edit.before,
      after: edit.after,
      ip: clientIp(c),
      at,
    })
    await announceChange(tx, change)
    return { edit, changed: true }
  })
  if (done.changed) dropStale(deps.caches, change)
  return done.edit ? done.edit.result : null
}
