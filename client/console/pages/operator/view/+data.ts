import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { CONSOLE_HOME } from '#client/console/nav'
import { loadViewData, type ViewName, viewAt } from '#client/console/sections'
import { translate } from '#shared/i18n'

export type ConsoleViewData = { view: ViewName }

/**
 * The view a section claims at this path (client/console/sections.ts): `/operator/orders/17` is
 * the order view of 17, `/operator/orders/17/ticket` its kitchen ticket; none is not found.
 */
export async function data(pageContext: PageContextServer) {
  const view = viewAt(`${CONSOLE_HOME}/${pageContext.routeParams['*'] ?? ''}`)
  if (!view) throw render(404)
  const { locale } = pageContext
  const key = `pages.console.${view.name}`
  return {
    view: view.name,
    head: {
      title: translate(locale, `${key}.title`),
      description: translate(locale, `${key}.description`),
    },
    ...(await loadViewData(view, pageContext)),
  }
}
