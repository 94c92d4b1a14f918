import type { ConsoleSection } from '../sections'

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
