import { lazy, Suspense, useEffect, useState } from 'react'
import { useUi } from '../../stores/ui'
import { useSignInPrompt } from '../auth/useSignInPrompt'
import { useAttentionPrompt } from './attention'

const Drawers = lazy(() => import('./Drawers'))
const AuthModals = lazy(() => import('../auth/AuthModals'))
const AttentionModal = lazy(() => import('./AttentionModal'))

const LOAD_AFTER_HYDRATION_MS = 500

/**
 * The drawers and modals are most of the code a first visit would download before the page
 * answers a tap, yet nobody sees them until they open one. They load a moment after hydration, or
 * at once when something opens first, and stay mounted from then on. The prompts that open one on
 * load (sign in to continue, the attention popup) come with them: the staff console has none. Each
 * has its own boundary, so a modal opened on load waits for its own code only, not the drawers'.
 */
export function Overlays() {
  useSignInPrompt()
  useAttentionPrompt()
  const { modal, drawer } = useUi()
  const [mounted, setMounted] = useState(false)
  const wanted = modal !== null || drawer !== null
  useEffect(() => {
    if (wanted) setMounted(true)
  }, [wanted])
  useEffect(() => {
    const id = setTimeout(() => setMounted(true), LOAD_AFTER_HYDRATION_MS)
    return () => clearTimeout(id)
  }, [])
  if (!mounted && !wanted) return null
  return (
    <>
      <Suspense fallback={null}>
        <AttentionModal />
      </Suspense>
      <Suspense fallback={null}>
        <AuthModals />
      </Suspense>
      <Suspense fallback={null}>
        <Drawers />
      </Suspense>
    </>
  )
}
