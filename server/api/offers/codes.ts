import { randomInt } from 'node:crypto'
import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import { csvFile } from '#server/csv'
import type { Database } from '#server/db/client'
import { offerCodes, offers } from '#server/db/schema'
import { translate } from '#shared/i18n'
import type { Lang } from '#shared/locales'
import { BATCH_CODE_ALPHABET, BATCH_CODE_LENGTH } from '#shared/offers'

// Single-use codes generated in batches for one offer (a flyer's 200): drawn from the system's
// cryptographic random source, so one code says nothing about the next.

/** An offer's column: it has single-use codes, so it applies by one of them, never by itself. */
export const hasBatchCodes = sql<boolean>`exists (select 1 from ${offerCodes} where ${offerCodes.offerId} = ${offers.id})`

/** One code of BATCH_CODE_LENGTH letters of the unambiguous alphabet, each drawn without bias. */
export function newBatchCode(): string {
  let code = ''
  for (let i = 0; i < BATCH_CODE_LENGTH; i++)
    code += BATCH_CODE_ALPHABET[randomInt(BATCH_CODE_ALPHABET.length)]
  return code
}

/**
 * Adds `wanted` new codes to the offer, in the caller's transaction. A code drawn twice, or equal
 * to an offer's own code, is drawn again (at 31^10 codes this almost never happens).
 */
export async function addCodes(tx: Database, offerId: number, wanted: number, at: Date) {
  let added = 0
  while (added < wanted) {
    const drawn = new Set(Array.from({ length: wanted - added }, newBatchCode))
    const taken = await tx
      .select({ code: offers.code })
      .from(offers)
      .where(inArray(offers.code, [...drawn]))
    for (const { code } of taken) drawn.delete(code!)
    const inserted = await tx
      .insert(offerCodes)
      .values([...drawn].map((code) => ({ code, offerId, createdAt: at })))
      .onConflictDoNothing()
      .returning({ code: offerCodes.code })
    added += inserted.length
  }
}

/** Each offer's codes: how many, and how many orders not cancelled hold. */
export async function codeCounts(db: Database) {
  const rows = await db
    .select({
      offerId: offerCodes.offerId,
      total: count(),
      used: count(offerCodes.orderId),
    })
    .from(offerCodes)
    .groupBy(offerCodes.offerId)
  return new Map(rows.map((r) => [r.offerId, { total: Number(r.total), used: Number(r.used) }]))
}

/** The offer's codes as the CSV a manager sends to the printer: code, used or free, the order. */
export async function codesCsv(db: Database, offerId: number, lang: Lang): Promise<string> {
  const t = (key: string) => translate(lang, `operator.console.offers.codes.${key}`)
  const rows = await db
    .select({ code: offerCodes.code, orderId: offerCodes.orderId })
    .from(offerCodes)
    .where(eq(offerCodes.offerId, offerId))
    .orderBy(asc(offerCodes.createdAt), asc(offerCodes.code))
  return csvFile([
    [t('code'), t('state'), t('order')],
    ...rows.map((r) => [r.code, t(r.orderId === null ? 'free' : 'used'), r.orderId ?? '']),
  ])
}
