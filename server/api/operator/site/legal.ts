import { desc, eq, max, sql } from 'drizzle-orm'
import { contractApp } from '#server/api/contract'
import { type EditDeps, recordEdit } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { legalVersions } from '#server/db/schema'
import * as contract from '#shared/contract/operator/site'

type Row = typeof legalVersions.$inferSelect

const answer = (row: Row) => ({
  doc: row.doc,
  version: row.version,
  title: row.title,
  body: row.body,
  template: row.template,
  createdAt: row.createdAt.toISOString(),
})

/**
 * The legal pages in the console: admins read each one's current version and publish the next.
 * A version is never changed: orders name the one they were placed under.
 */
export function legalRoutes(deps: EditDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  app.openapi(guard(contract.legalPages), async (c) => {
    const rows = await db
      .selectDistinctOn([legalVersions.doc])
      .from(legalVersions)
      .orderBy(legalVersions.doc, desc(legalVersions.version))
    return c.json({ data: rows.map(answer) }, 200)
  })

  app.openapi(guard(contract.publishLegal), async (c) => {
    const { doc } = c.req.valid('param')
    const { title, body } = c.req.valid('json')
    const row = await recordEdit(deps, c, 'legal.published', 'catalog', async (tx, at) => {
      // Two admins publishing at once: one waits for the other and takes the next number.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext('legal_versions'), hashtext(${doc}))`,
      )
      const [last] = await tx
        .select({ version: max(legalVersions.version) })
        .from(legalVersions)
        .where(eq(legalVersions.doc, doc))
      const [created] = await tx
        .insert(legalVersions)
        .values({
          doc,
          version: (last?.version ?? 0) + 1,
          title,
          body,
          createdBy: c.var.staff.staffId,
          createdAt: at,
        })
        .returning()
      return {
        target: { type: 'legal', id: `${doc}.${created!.version}` },
        before: null,
        // The text itself is the version: the audit names it, not a copy of four languages.
        after: { doc, version: created!.version },
        result: created!,
      }
    })
    return c.json({ data: answer(row!) }, 201)
  })

  return app
}
