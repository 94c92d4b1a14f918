import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import { hashToken } from '#server/api/auth/sessions'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { requestLang } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { handovers } from '#server/db/schema'
import type { CartLine } from '#shared/cart'
import type { Handover, HandoverChoices } from '#shared/contract/assistant'
import * as contract from '#shared/contract/assistant'
import { translate } from '#shared/i18n'

/** Long enough to decide over a chat, short enough that a link found later is dead. */
export const HANDOVER_MINUTES = 60

/** Stores an assistant's cart for the shop and answers its token (only its hash is kept). */
export async function createHandover(
  db: Database,
  lines: CartLine[],
  choices: HandoverChoices,
  now: Date,
) {
  const token = randomBytes(24).toString('base64url')
  const expiresAt = new Date(now.getTime() + HANDOVER_MINUTES * 60_000)
  await db
    .insert(handovers)
    .values({ tokenHash: hashToken(token), lines, choices, expiresAt, createdAt: now })
  return { token, expiresAt }
}

/** The hand-over a token names while it is valid, or null. */
export async function readHandover(
  db: Database,
  token: string,
  now: Date,
): Promise<Handover | null> {
  const [row] = await db
    .select()
    .from(handovers)
    .where(and(eq(handovers.tokenHash, hashToken(token)), gt(handovers.expiresAt, now)))
  return row
    ? { lines: row.lines, choices: row.choices, expiresAt: row.expiresAt.toISOString() }
    : null
}

/** GET /api/handovers/{token}: what the checkout fills in from an assistant's link. */
export function handoverRoutes(db: Database, now: () => Date) {
  const app = contractApp()
  app.openapi(contract.handover, async (c) => {
    const found = await readHandover(db, c.req.valid('param').token, now())
    if (!found) throw new ApiError(404, translate(requestLang(c), 'assistant.linkExpired'))
    c.header('Cache-Control', 'no-store')
    return c.json({ data: found }, 200)
  })
  return app
}
