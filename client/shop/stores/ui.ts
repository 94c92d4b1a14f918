import { proxy } from 'valtio/vanilla'
import { usePageContext } from 'vike-react/usePageContext'
import { useStore } from '#client/ui/use-store'

// Spec §2: the modals and drawers. One of each kind is open at a time.
export type ModalName =
  | 'authPhone'
  | 'authCode'
  | 'authProfile'
  | 'filters'
  | 'review'
  | 'attention'
  /** The cookie choice, reopened from the footer's "Cookie settings". */
  | 'consent'
export type DrawerName = 'navigation' | 'menu' | 'cart' | 'stores'

type Ui = { modal: ModalName | null; drawer: DrawerName | null }

export const ui = proxy<Ui>({ modal: null, drawer: null })

/** A page's first state, on the server and as the browser hydrates it (spec §4: the popup on load). */
export function firstUi({ attentionOnLoad }: { attentionOnLoad?: boolean }): Ui {
  return { modal: attentionOnLoad ? 'attention' : null, drawer: null }
}

export function openModal(name: ModalName) {
  ui.modal = name
}

export function closeModal(name?: ModalName) {
  if (!name || ui.modal === name) ui.modal = null
}

export function openDrawer(name: DrawerName) {
  ui.drawer = name
}

export function closeDrawer(name?: DrawerName) {
  if (!name || ui.drawer === name) ui.drawer = null
}

export function useUi(): Readonly<Ui> {
  const snapshot = useStore(ui)
  const pageContext = usePageContext()
  // On the server one store would serve every request: each page renders its own first state.
  return import.meta.env.SSR ? firstUi(pageContext) : snapshot
}
