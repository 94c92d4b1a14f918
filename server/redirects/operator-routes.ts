import { asc, eq, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type { z } from 'zod'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { type EditDeps, recordEdit } from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import { redirectRules } from '#server/db/schema'
import type { AuditAction } from '#shared/audit'
import * as contract from '#shared/contract/operator/site'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import type { RedirectStatus } from '#shared/redirects'
import { operatorRuleId, type RedirectIndex } from './redirect-index'
import type { Issue, IssueKind } from './table'
import { normalizePath } from './target'

type Row = typeof redirectRules.$inferSelect
export const ruleView = (r: Row): z.infer<typeof contract.RedirectRule> => ({
  id: r.id,
  from: r.fromPath,
  to: r.toPath,
  status: r.status,
  note: r.note,
  createdAt: r.createdAt.toISOString(),
})

// Rule edits take turns, each checked against the table as the previous one left it: two rules
// made at once could otherwise form a loop that neither check saw.
const RULES_LOCK = 72_1730

/** Which field an issue of the rule itself is about, and its message. */
const ISSUES: Record<IssueKind, { field: 'from' | 'to'; key: string }> = {
  'not-a-path': { field: 'from', key: 'operator.redirect.notAPath' },
  duplicate: { field: 'from', key: 'operator.redirect.duplicate' },
  shadows: { field: 'from', key: 'operator.redirect.shadows' },
  unsafe: { field: 'to', key: 'operator.redirect.unsafe' },
  self: { field: 'to', key: 'operator.redirect.self' },
  chain: { field: 'to', key: 'operator.redirect.chain' },
  loop: { field: 'to', key: 'operator.redirect.loop' },
}

/** Spec §8's 422 field messages for what a rule would break. */
function issueErrors(issues: readonly Issue[], ruleId: string, lang: Lang) {
  const errors: Record<string, string> = {}
  // Another rule's new chain is a consequence: it is shown only when the rule itself is sound.
  const own = issues.filter((issue) => issue.ruleId === ruleId)
  for (const issue of own.length ? own : issues) {
    const { field, key } =
      issue.ruleId === ruleId
        ? ISSUES[issue.kind]
        : { field: 'from', key: 'operator.redirect.targeted' }
    errors[field] ??= translate(lang, key, { final: issue.final ?? '' })
  }
  return errors
}

/** The database part of the redirect table: managers list, add, change and delete rules. */
export function redirectRuleRoutes(deps: EditDeps & { redirects: RedirectIndex }) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  /** Checks the rule as it would be and writes it with its audit row; null for no such rule. */
  const save = async (
    c: Context<StaffEnv>,
    action: AuditAction,
    id: number | null,
    body: z.output<typeof contract.RuleEdit>,
  ) => {
    // Before the transaction: the catalog may load through the database (PGlite's one connection).
    const pages = await deps.redirects.catalogPages()
    return recordEdit(deps, c, action, 'redirects', async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK})`)
      const [before] =
        id === null ? [] : await tx.select().from(redirectRules).where(eq(redirectRules.id, id))
      if (id !== null && !before) return null
      const rule = {
        id: operatorRuleId(id ?? 'new'),
        from: normalizePath(body.from ?? before!.fromPath),
        to: body.to ?? before!.toPath,
        status: (body.status ?? before!.status) as RedirectStatus,
      }
      const issues = await deps.redirects.check(tx, rule, pages)
      if (issues.length) {
        const lang = requestLang(c)
        throw new ApiError(
          422,
          translate(lang, 'validation.failed'),
          issueErrors(issues, rule.id, lang),
        )
      }
      const values = {
        fromPath: rule.from,
        toPath: rule.to,
        status: rule.status,
        ...(body.note === undefined ? {} : { note: body.note }),
      }
      const [after] = before
        ? await tx
            .update(redirectRules)
            .set(values)
            .where(eq(redirectRules.id, before.id))
            .returning()
        : await tx.insert(redirectRules).values(values).returning()
      return {
        target: { type: 'redirect', id: after!.id },
        before: before ? ruleView(before) : null,
        after: ruleView(after!),
        result: after!,
      }
    })
  }

  app.openapi(guard(contract.redirects), async (c) => {
    const rows = await db.select().from(redirectRules).orderBy(asc(redirectRules.fromPath))
    return c.json({ data: rows.map(ruleView) }, 200)
  })

  app.openapi(guard(contract.createRedirect), async (c) => {
    const row = await save(c, 'redirect.created', null, c.req.valid('json'))
    return c.json({ data: ruleView(row!) }, 201)
  })

  app.openapi(guard(contract.editRedirect), async (c) => {
    const row = await save(c, 'redirect.updated', rowId(c), c.req.valid('json'))
    if (!row) throw new ApiError(404, translate(requestLang(c), 'operator.redirect.notFound'))
    return c.json({ data: ruleView(row) }, 200)
  })

  app.openapi(guard(contract.deleteRedirect), async (c) => {
    const row = await recordEdit(deps, c, 'redirect.deleted', 'redirects', async (tx) => {
      const [gone] = await tx
        .delete(redirectRules)
        .where(eq(redirectRules.id, rowId(c)))
        .returning()
      return gone
        ? {
            target: { type: 'redirect', id: gone.id },
            before: ruleView(gone),
            after: null,
            result: gone,
          }
        : null
    })
    if (!row) throw new ApiError(404, translate(requestLang(c), 'operator.redirect.notFound'))
    return c.json({ data: ruleView(row) }, 200)
  })

  return app
}
