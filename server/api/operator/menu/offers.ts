import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractApp } from '#server/api/contract'
import { ApiError } from '#server/api/errors'
import { addCodes, codeCounts, codesCsv } from '#server/api/offers/codes'
import {
  createRow,
  type Editable,
  type EditDeps,
  editRow,
  recordEdit,
} from '#server/api/operator/edits'
import type { StaffEnv } from '#server/api/operator/roles'
import { requestLang, rowId } from '#server/api/validate'
import type { Database } from '#server/db/client'
import { offerCodes, offers, offerUses } from '#server/db/schema'
import * as contract from '#shared/contract/operator/offers'
import { restaurantDay, restaurantMoment } from '#shared/hours'
import { translate } from '#shared/i18n'

type Row = typeof offers.$inferSelect

/** A code another offer has, or a single-use code of a batch: the 409 on the code field. */
async function codeIsFree(tx: Database, c: Context, values: Partial<Row>) {
  if (!values.code) return
  const id = Number(c.req.param('id') ?? 0)
  const [[taken], [generated]] = await Promise.all([
    tx
      .select({ id: offers.id })
      .from(offers)
      .where(and(eq(offers.code, values.code), ne(offers.id, id))),
    tx.select({ id: offerCodes.offerId }).from(offerCodes).where(eq(offerCodes.code, values.code)),
  ])
  if (!taken && !generated) return
  const message = translate(requestLang(c), 'operator.offers.field.codeTaken')
  throw new ApiError(409, message, { code: message })
}

const OFFER: Editable<typeof offers, 'offer'> = {
  table: offers,
  type: 'offer',
  notFound: 'api.offerNotFound',
  check: codeIsFree,
}

/** The form's days as the moments the rule compares: from the first day's start to the last day's end. */
function rowOf({ startsOn, endsOn, ...fields }: contract.OfferFields) {
  return {
    ...fields,
    startsAt: startsOn ? restaurantMoment(startsOn, '00:00') : null,
    endsAt: endsOn ? restaurantMoment(endsOn, '24:00') : null,
  }
}

/**
 * Offers (percent or amount off, a category's percent, free delivery) with their conditions:
 * managers list, add and change them; each answer says how often an offer was used and what it gave.
 */
export function offerRoutes(deps: EditDeps) {
  const { db, guard } = deps
  const app = contractApp<StaffEnv>()

  const answered = async (rows: Row[]): Promise<contract.OperatorOffer[]> => {
    const figures = await db
      .select({
        offerId: offerUses.offerId,
        uses: sql<number>`count(*)::int`,
        given: sql<number>`coalesce(sum(${offerUses.amount}), 0)::int`,
      })
      .from(offerUses)
      .groupBy(offerUses.offerId)
    const byOffer = new Map(figures.map((f) => [f.offerId, f]))
    const codes = await codeCounts(db)
    return rows.map(({ startsAt, endsAt, ...row }) => ({
      ...row,
      startsOn: startsAt && restaurantDay(startsAt),
      endsOn: endsAt && restaurantDay(new Date(endsAt.getTime() - 1)),
      uses: byOffer.get(row.id)?.uses ?? 0,
      given: byOffer.get(row.id)?.given ?? 0,
      codes: codes.get(row.id) ?? { total: 0, used: 0 },
    }))
  }

  app.openapi(guard(contract.offers), async (c) => {
    const rows = await db.select().from(offers).orderBy(asc(offers.id))
    return c.json({ data: await answered(rows) }, 200)
  })

  app.openapi(guard(contract.createOffer), async (c) => {
    const row = await createRow(deps, c, OFFER, rowOf(c.req.valid('json')))
    return c.json({ data: (await answered([row]))[0]! }, 201)
  })

  app.openapi(guard(contract.editOffer), async (c) => {
    const row = await editRow(deps, c, OFFER, rowOf(c.req.valid('json')))
    return c.json({ data: (await answered([row]))[0]! }, 200)
  })

  app.openapi(guard(contract.generateOfferCodes), async (c) => {
    const { count } = c.req.valid('json')
    const id = rowId(c)
    const row = await recordEdit(deps, c, 'offer.codesGenerated', 'catalog', async (tx, at) => {
      const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update')
      if (!offer) return null
      const before = (await codeCounts(tx)).get(id)?.total ?? 0
      await addCodes(tx, id, count, at)
      return {
        target: { type: 'offer', id },
        before: { codes: before },
        after: { codes: before + count },
        result: offer,
      }
    })
    if (!row) throw new ApiError(404, translate(requestLang(c), OFFER.notFound))
    return c.json({ data: (await answered([row]))[0]! }, 200)
  })

  app.openapi(guard(contract.offerCodesCsv), async (c) => {
    const id = rowId(c)
    const lang = c.req.valid('query').lang ?? requestLang(c)
    const [offer] = await db.select({ id: offers.id }).from(offers).where(eq(offers.id, id))
    if (!offer) throw new ApiError(404, translate(requestLang(c), OFFER.notFound))
    return c.body(await codesCsv(db, id, lang), 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="offer-${id}-codes.csv"`,
    })
  })

  return app
}
