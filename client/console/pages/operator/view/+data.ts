import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { VIEW_DATA, type ViewName } from '#client/console/views/data'
import { translate } from '#shared/i18n'

export type ConsoleViewData = { view: ViewName }

/**
 * `/operator/orders/17` is the order view of 17, `/operator/orders/17/ticket` its kitchen ticket;
 * `/operator/{name}` is that view.
 */
function viewOf(path: string): { name: ViewName; id: string } | null {
  const match = /^(?:orders\/(?<id>[^/]+?)(?<ticket>\/ticket)?|(?<name>[a-z]+))$/.exec(path)
  if (match?.groups?.id)
    return { name: match.groups.ticket ? 'ticket' : 'order', id: match.groups.id }
  const name = match?.groups?.name
  return name && name !== 'order' && name !== 'ticket' && Object.hasOwn(VIEW_DATA, name)
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
