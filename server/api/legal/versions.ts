import { inArray, max } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { legalVersions } from '#server/db/schema'
import type { LegalDoc } from '#shared/legal'

/**
 * The version of each of `docs` in force now, read in the caller's transaction (not the catalog's
 * cache): an order records the terms it was placed under, even one placed the moment after an edit.
 */
export async function versionsInForce<D extends LegalDoc>(
  db: Database,
  docs: readonly D[],
): Promise<Record<D, number | null>> {
  const rows = await db
    .select({ doc: legalVersions.doc, version: max(legalVersions.version) })
    .from(legalVersions)
    .where(inArray(legalVersions.doc, [...docs]))
    .groupBy(legalVersions.doc)
  return Object.fromEntries(
    docs.map((doc) => [doc, rows.find((row) => row.doc === doc)?.version ?? null]),
  ) as Record<D, number | null>
}
