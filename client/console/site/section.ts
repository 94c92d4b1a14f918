import type { ConsoleSection } from '#client/console/sections'
import '#client/console/menu/catalog.css'
import '#client/console/menu/PhotoField.css'

// Its views' stylesheets, in the page's HTML: Vike links only what is imported statically, and a
// view's own chunk loads after the server's HTML is drawn.

/** The shop's options, order limits and banner. */
export default {
  path: '/operator/options',
  label: 'operator.console.nav.options',
  role: 'manager',
  data: import.meta.env.SSR ? () => import('./data') : undefined,
  views: {
    options: { path: '', view: () => import('./OptionsView').then((m) => m.OptionsView) },
  },
} satisfies ConsoleSection
