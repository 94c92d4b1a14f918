import { watchInstallOffer } from './install'
import { serviceWorkerReady } from './registration'

/**
 * The installable app's part of every page (docs/app.md): the worker registers when the page is
 * idle, and the browser's install offer is listened for (it comes only once a worker controls the
 * page, so a module loaded after hydration is in time; it stays out of the first load).
 */
export function startApp() {
  void serviceWorkerReady()
  watchInstallOffer()
}
