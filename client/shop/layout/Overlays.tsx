import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'
import { useSignInPrompt } from '#client/shop/auth/useSignInPrompt'
import { useUi } from '#client/shop/stores/ui'

const Drawers = lazy(() => import('./Drawers'))
const AuthModals = lazy(() => import('#client/shop/auth/AuthModals'))
const loadAttention = () => import('./AttentionModal')
const LazyAttentionModal = lazy(loadAttention)
let LoadedAttentionModal: ComponentType | undefined

/**
 * The server awaits this before a page whose popup opens on load and renders the popup at once (a
 * lazy component would suspend); the browser keeps that HTML until the popup's code arrives.
 */
export async function preloadAttentionModal() {
  LoadedAttentionModal ??= (await loadAttention()).default
}

function AttentionModal() {
  return LoadedAttentionModal ? <LoadedAttentionModal /> : <LazyAttentionModal />
}

const LOAD_AFTER_HYDRATION_MS = 500

/**
 * The drawers and modals are most of the code a first visit would download before the page
 * answers a tap, yet nobody sees them until they open one. They load a moment after hydration, or
 * at once when something opens first, and stay mounted from then on. The attention popup, which
 * opens as the page loads (spec §4), comes in the server's HTML and paints with the page; its code
 * follows. Each has its own boundary, so a modal opened on load waits for its own code only.
 */
export function Overlays() {
  useSignInPrompt()
  const { modal, drawer } = useUi()
  const [mounted, setMounted] = useState(false)
  const wanted = (modal !== null && modal !== 'attention') || drawer !== null
  useEffect(() => {
    if (wanted) setMounted(true)
  }, [wanted])
  useEffect(() => {
    const id = setTimeout(() => setMounted(true), LOAD_AFTER_HYDRATION_MS)
    return () => clearTimeout(id)
  }, [])
  return (
    <>
      {(mounted || modal === 'attention') && (
        <Suspense fallback={null}>
          <AttentionModal />
        </Suspense>
      )}
      {(mounted || wanted) && (
        <>
          <Suspense fallback={null}>
            <AuthModals />
          </Suspense>
          <Suspense fallback={null}>
            <Drawers />
          </Suspense>
        </>
      )}
    </>
  )
}
