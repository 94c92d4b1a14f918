import { asc, eq, sql } from 'drizzle-orm'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '#server/api/errors'
import { operatorRuleId, type RedirectIndex } from '#server/api/redirects'
import { requestLang, rowId, validate } from '#server/api/validate'
import { redirectRules } from '#server/db/schema'
import type { Issue, IssueKind, RedirectStatus } from '#server/redirects/table'
import { normalizePath } from '#server/redirects/target'
import { LookupPath } from '#shared/contract/redirects'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { type EditDeps, recordEdit, somethingToChange } from '../edits'
import type { StaffEnv } from '../roles'

const RuleFields = z.object({
  from: LookupPath.describe('the path that redirects, e.g. /old-promo (lower case is kept)'),
  to: z.string().trim().min(1).max(2048).describe('a path of the shop or an allowed https URL'),
  status: z
    .union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)])
    .describe('301 permanent; 302 or 307 while it is temporary'),
  note: z.string().trim().max(500).nullable(),
})
const RuleCreate = RuleFields.extend({
  status: RuleFields.shape.status.default(301),
  note: RuleFields.shape.note.default(null),
})
const RuleEdit = RuleFields.partial().refine(somethingToChange, 'operator.nothingToChange')

const OperatorRedirect = z.object({
  id: z.int(),
  from: z.string(),
  to: z.string(),
  status: z.int(),
  note: z.string().nullable(),
  createdAt: z.string(),
})
const Answer = z.object({ data: OperatorRedirect })

type Row = typeof redirectRules.$inferSelect
export const ruleView = (r: Row) => ({
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
  const { db, access } = deps
  const app = new Hono<StaffEnv>()

  /** Checks the rule as it would be and writes it with its audit row; null for no such rule. */
  const save = async (
    c: Context<StaffEnv>,
    action: string,
    id: number | null,
    body: z.output<typeof RuleEdit>,
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

  app.get(
    '/operator/redirects',
    access({
      method: 'get',
      path: '/operator/redirects',
      role: 'manager',
      tag: 'operator',
      summary: "The operator's redirect rules (the data file's are in redirects/rules.json)",
      response: z.object({ data: z.array(OperatorRedirect) }),
    }),
    async (c) => {
      const rows = await db.select().from(redirectRules).orderBy(asc(redirectRules.fromPath))
      return c.json({ data: rows.map(ruleView) })
    },
  )

  app.post(
    '/operator/redirects',
    access({
      method: 'post',
      path: '/operator/redirects',
      role: 'manager',
      tag: 'operator',
      summary:
        'Add a redirect rule, checked like the data file: a safe target, no loop, no chain, no page hidden',
      body: RuleCreate,
      response: Answer,
    }),
    validate('json', RuleCreate),
    async (c) => {
      const body = c.req.valid('json')
      const row = await save(c, 'redirect.created', null, body)
      return c.json({ data: ruleView(row!) }, 201)
    },
  )

  app.post(
    '/operator/redirects/:id',
    access({
      method: 'post',
      path: '/operator/redirects/:id',
      role: 'manager',
      tag: 'operator',
      summary: 'Change a redirect rule (checked like a new one)',
      body: RuleEdit,
      response: Answer,
      errors: [404],
    }),
    validate('json', RuleEdit),
    async (c) => {
      const body = c.req.valid('json')
      const row = await save(c, 'redirect.updated', rowId(c), body)
      if (!row) throw new ApiError(404, translate(requestLang(c), 'operator.redirect.notFound'))
      return c.json({ data: ruleView(row) })
    },
  )

  app.delete(
    '/operator/redirects/:id',
    access({
      method: 'delete',
      path: '/operator/redirects/:id',
      role: 'manager',
      tag: 'operator',
      summary: 'Delete a redirect rule',
      response: Answer,
      errors: [404],
    }),
    async (c) => {
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
      return c.json({ data: ruleView(row) })
    },
  )

  return app
}
