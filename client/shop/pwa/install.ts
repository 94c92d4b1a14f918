import { proxy } from 'valtio/vanilla'
import { readStored, writeStored } from '#client/ui/persist'
import { useStore } from '#client/ui/use-store'

/** Chromium's event offering to install the site (not in TypeScript's DOM library). */
type InstallPromptEvent = Event & { prompt(): Promise<unknown> }

/**
 * What the shop may offer: the browser's own install prompt (Chromium), the way to do it by hand
 * (iOS, whose browsers have no prompt), or nothing (installed, dismissed, not offered).
 */
export type InstallOffer = 'prompt' | 'ios' | null

const DISMISSED_KEY = 'hanami:install-dismissed'
const state = proxy({ offer: null as InstallOffer })
let deferred: InstallPromptEvent | null = null

function isIos(): boolean {
  // iPadOS says it is a Mac; only the touch screen tells.
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  )
}

function isStandalone(): boolean {
  return (
    matchMedia('(display-mode: standalone)').matches ||
    (navigator as { standalone?: boolean }).standalone === true
  )
}

/** Listens for the browser's offer, after hydration; a dismissed hint stays away. */
export function watchInstallOffer() {
  if (readStored(DISMISSED_KEY) === true || isStandalone()) return
  if (isIos()) {
    state.offer = 'ios'
    return
  }
  addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-infobar would repeat the hint; the shop offers it in its place.
    event.preventDefault()
    deferred = event as InstallPromptEvent
    state.offer = 'prompt'
  })
  addEventListener('appinstalled', () => {
    deferred = null
    state.offer = null
  })
}

/** The browser's install dialog; it may be shown once per offer. */
export async function installApp() {
  const event = deferred
  deferred = null
  state.offer = null
  await event?.prompt()
}

export function dismissInstall() {
  writeStored(DISMISSED_KEY, true)
  state.offer = null
}

export function useInstallOffer(): InstallOffer {
  return useStore(state).offer
}
