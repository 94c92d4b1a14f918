import { proxy, useSnapshot } from 'valtio'

// Spec §2: the modals and drawers. One of each kind is open at a time.
export type ModalName =
  | 'authPhone'
  | 'authCode'
  | 'authProfile'
  | 'filters'
  | 'review'
  | 'attention'
export type DrawerName = 'navigation' | 'menu' | 'cart' | 'stores'

export const ui = proxy({ modal: null as ModalName | null, drawer: null as DrawerName | null })

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

export function useUi() {
  return useSnapshot(ui)
}
