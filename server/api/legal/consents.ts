import { type CustomerEnv, requireCustomer } from '#server/api/auth/require-customer'
import { contractApp } from '#server/api/contract'
import type { Database } from '#server/db/client'
import { consents } from '#server/db/schema'
import * as contract from '#shared/contract/legal'
import { versionsInForce } from './versions'

/**
 * A signed-in customer's cookie choice, kept as proof of consent (GDPR art. 7(1)): what, yes or
 * no, when, and under which cookies policy. The browser's own cookie is what the page obeys.
 */
export function consentRoutes(db: Database, now: () => Date) {
  const app = contractApp<CustomerEnv>()
  app.openapi({ ...contract.recordConsent, middleware: [requireCustomer(db, now)] }, async (c) => {
    const { purpose, granted } = c.req.valid('json')
    const { cookies } = await versionsInForce(db, ['cookies'])
    const [row] = await db
      .insert(consents)
      .values({
        customerId: c.var.session.customerId,
        purpose,
        granted,
        policyVersion: cookies,
        at: now(),
      })
      .returning()
    return c.json(
      {
        data: {
          purpose: row!.purpose,
          granted: row!.granted,
          policyVersion: row!.policyVersion,
          at: row!.at.toISOString(),
        },
      },
      200,
    )
  })
  return app
}
