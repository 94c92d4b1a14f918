import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { VIEW_DATA, type ViewName } from '#client/console/views/data'
import { translate } from '#shared/i18n'

export type ConsoleViewData = { view: ViewName }

/** Views shown only with an id: `/operator/order` is none of them. */
const WITH_ID = ['order', 'ticket', 'invoice']

/**
 * `/operator/orders/17` is the order view of 17, `/operator/orders/17/ticket` its kitchen ticket,
 * `/operator/invoices/5` the invoice 5; `/operator/{name}` is that view.
 */
function viewOf(path: string): { name: ViewName; id: string } | null {
  const match =
    /^(?:orders\/(?<id>[^/]+?)(?<ticket>\/ticket)?|invoices\/(?<invoice>[^/]+)|(?<name>[a-z]+))$/.exec(
      path,
    )
  if (match?.groups?.id)
    return { name: match.groups.ticket ? 'ticket' : 'order', id: match.groups.id }
  if (match?.groups?.invoice) return { name: 'invoice', id: match.groups.invoice }
  const name = match?.groups?.name
  return name && !WITH_ID.includes(name) && Object.hasOwn(VIEW_DATA, name)
    ? { name: name as ViewName, id: '' }
    : null
}

export async function data(pageContext: PageContextServer) {
  const view = viewOf(pageContext.routeParams['*'] ?? '')
  if (!view) throw render(404)
  const { locale } = pageContext
  const key = `pages.console.${view.name}`
  return {
    view: view.name,
    head: {
      title: translate(locale, `${key}.title`),
      description: translate(locale, `${key}.description`),
    },
    ...(await VIEW_DATA[view.name](pageContext, view.id)),
  }
}
