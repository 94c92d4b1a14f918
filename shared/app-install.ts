// Issue 39: the installable app's addresses, shared by the page head, the server and the service worker.
import { DEFAULT_LANG, type Lang } from './locales'

export const THEME_COLOR = '#c43500'

/** One manifest per language: its names and start URL are the language's (docs/app.md). */
export function manifestPath(lang: Lang): string {
  return lang === DEFAULT_LANG ? '/manifest.webmanifest' : `/manifest.webmanifest?lang=${lang}`
}

/** The page the service worker shows for a page that cannot be loaded offline. */
export function offlinePath(lang: Lang): string {
  return `/offline?lang=${lang}`
}

/** Where the service worker is served; its scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js'
