import type { Logger } from 'pino'
import type { PhoneTag } from '#server/api/bonuses/welcome'
import type { CatalogStore } from '#server/api/catalog/store'
import { contractApp } from '#server/api/contract'
import { categoryRoutes } from '#server/api/operator/menu/categories'
import { menuRoutes } from '#server/api/operator/menu/menu'
import { offerRoutes } from '#server/api/operator/menu/offers'
import { optionRoutes } from '#server/api/operator/menu/options'
import { productGroupRoutes } from '#server/api/operator/menu/product-groups'
import { productRoutes } from '#server/api/operator/menu/products'
import { promotionRoutes } from '#server/api/operator/menu/promotions'
import { stopListRoutes } from '#server/api/operator/menu/stop-list'
import { dashboardRoutes } from '#server/api/operator/orders/dashboard'
import { deliveryRoutes } from '#server/api/operator/orders/deliveries'
import { eventRoutes } from '#server/api/operator/orders/events'
import { boardRoutes } from '#server/api/operator/orders/orders'
import { phoneOrderRoutes } from '#server/api/operator/orders/phone-orders'
import { kitchenDeviceRoutes } from '#server/api/operator/places/kitchen-devices'
import { kitchenRoutes } from '#server/api/operator/places/kitchens'
import { regionRoutes } from '#server/api/operator/places/regions'
import { restaurantRoutes } from '#server/api/operator/places/restaurants'
import { legalRoutes } from '#server/api/operator/site/legal'
import { siteRoutes } from '#server/api/operator/site/site'
import { accountRoutes } from '#server/api/operator/staff/account'
import { auditRoutes } from '#server/api/operator/staff/audit'
import { signInRoutes } from '#server/api/operator/staff/sign-in'
import { staffRoutes } from '#server/api/operator/staff/staff'
import type { OrderEventHub } from '#server/api/orders/events'
import type { FollowUps } from '#server/api/orders/follow-ups'
import type { StreamLimits, StreamSlots } from '#server/api/orders/stream-slots'
import type { VivaClient } from '#server/api/payments/viva'
import type { DialCodes } from '#server/api/sms/destinations'
import type { Database } from '#server/db/client'
import { redirectRuleRoutes } from '#server/redirects/operator-routes'
import type { RedirectIndex } from '#server/redirects/redirect-index'
import type { SecretBox } from '#server/secret-box'
import { dataRightsRoutes } from './customers/data-rights'
import { invoiceRoutes } from './invoices/invoices'
import { type StaffEnv, staffGuard } from './roles'

export type OperatorDeps = {
  db: Database
  catalog: CatalogStore
  /** The compiled redirect table: rule edits refresh it. */
  redirects: RedirectIndex
  now: () => Date
  log: Logger
  viva?: VivaClient | undefined
  hub: OrderEventHub
  /** How often the event stream says it is alive (and re-checks the session). */
  heartbeatMs: number
  /** What orders' changes leave for later: texts, the kitchen's alerts (orders/follow-ups.ts). */
  followUps: FollowUps
  /** Seals staff TOTP secrets before they are stored and opens them to check a code. */
  totpSecrets: SecretBox
  /** The dial codes the shop texts: a phone order is for a number it can text about the order. */
  dialCodes: DialCodes
  /** How a deleted account's phone is remembered as welcomed already. */
  phoneTag: PhoneTag
  /** The live streams open on this instance, and how many one holder may have. */
  streams: { slots: StreamSlots; limits: StreamLimits }
}

/**
 * The operator console's API under /api/operator, apart from the customers': staff sessions only,
 * each route declaring its least role (courier < kitchen < manager < admin), every action in the audit log.
 */
export function operatorRoutes(deps: OperatorDeps) {
  const guard = staffGuard(deps.db, deps.now)
  const app = contractApp<StaffEnv>()
  app.route('/', signInRoutes({ ...deps, guard }))
  app.route('/', accountRoutes({ ...deps, guard }))
  app.route('/', staffRoutes({ ...deps, guard }))
  app.route('/', boardRoutes({ ...deps, guard }))
  app.route('/', phoneOrderRoutes({ ...deps, guard }))
  app.route('/', deliveryRoutes({ ...deps, guard }))
  app.route('/', eventRoutes({ ...deps, guard }))
  const edits = {
    db: deps.db,
    now: deps.now,
    guard,
    caches: { catalog: deps.catalog, redirects: deps.redirects },
  }
  app.route('/', menuRoutes(edits))
  app.route('/', stopListRoutes(edits))
  app.route('/', optionRoutes(edits))
  app.route('/', categoryRoutes(edits))
  app.route('/', productRoutes(edits))
  app.route('/', productGroupRoutes(edits))
  app.route('/', promotionRoutes({ ...edits, catalog: deps.catalog }))
  app.route('/', offerRoutes(edits))
  app.route('/', siteRoutes(edits))
  app.route('/', legalRoutes(edits))
  app.route('/', regionRoutes(edits))
  app.route('/', restaurantRoutes(edits))
  app.route('/', kitchenRoutes(edits))
  app.route('/', kitchenDeviceRoutes(edits))
  app.route('/', redirectRuleRoutes({ ...edits, redirects: deps.redirects }))
  app.route('/', dashboardRoutes({ ...deps, guard }))
  app.route('/', auditRoutes({ ...deps, guard }))
  app.route('/', dataRightsRoutes({ ...deps, guard }))
  app.route('/', invoiceRoutes({ ...deps, guard }))

  return app
}
