import type { ConsoleSection } from '#client/console/sections'

/** The signed-in member's own account, for every role: reached by their name in the bar. */
export default {
  path: '/operator/account',
  label: 'pages.console.account.title',
  role: 'courier',
  hidden: true,
  // The guard already asked who is signed in: nothing more to load.
  data: undefined,
  views: {
    account: { path: '', view: () => import('./AccountView').then((m) => m.AccountView) },
  },
} satisfies ConsoleSection
