import type { ComponentType } from 'react'
import { AccountView } from './AccountView'
import { AuditView } from './AuditView'
import { CustomersView } from './CustomersView'
import { DashboardView } from './DashboardView'
import { DeliveriesView } from './DeliveriesView'
import type { ViewName } from './data'
import { InvoicesView } from './InvoicesView'
import { InvoiceView } from './InvoiceView'
import { KitchensView } from './KitchensView'
import { LegalView } from './LegalView'
import { MenuView } from './MenuView'
import { OffersView } from './OffersView'
import { OptionsView } from './OptionsView'
import { OrdersView } from './OrdersView'
import { OrderView } from './OrderView'
import { PhoneOrderView } from './PhoneOrderView'
import { PlacesView } from './PlacesView'
import { PromotionsView } from './PromotionsView'
import { RedirectsView } from './RedirectsView'
import { StaffView } from './StaffView'
import { TicketView } from './TicketView'

/** Each console view's component, by the name its data was loaded under. */
export const VIEWS: Record<ViewName, ComponentType> = {
  orders: OrdersView,
  deliveries: DeliveriesView,
  order: OrderView,
  ticket: TicketView,
  phone: PhoneOrderView,
  menu: MenuView,
  dashboard: DashboardView,
  options: OptionsView,
  legal: LegalView,
  places: PlacesView,
  kitchens: KitchensView,
  redirects: RedirectsView,
  promotions: PromotionsView,
  offers: OffersView,
  staff: StaffView,
  audit: AuditView,
  customers: CustomersView,
  invoices: InvoicesView,
  invoice: InvoiceView,
  account: AccountView,
}
