import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while React hydrates this component (the server's answer), true from the render right
 * after. A store read behind it matches the server's HTML in every Suspense boundary, however
 * late that boundary hydrates, and React then renders the stored state.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
