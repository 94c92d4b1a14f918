import { proxy } from 'valtio/vanilla'

// Spec §9: the bar appears only for navigations slower than 200 ms, then creeps over 2000 ms.
export const PROGRESS_THROTTLE_MS = 200
export const PROGRESS_DURATION_MS = 2000

export const progress = proxy({ state: 'idle' as 'idle' | 'loading' | 'done' })

let timer: ReturnType<typeof setTimeout> | undefined

export function startProgress() {
  clearTimeout(timer)
  timer = setTimeout(() => {
    progress.state = 'loading'
  }, PROGRESS_THROTTLE_MS)
}

export function endProgress() {
  clearTimeout(timer)
  if (progress.state !== 'loading') return
  progress.state = 'done'
  timer = setTimeout(() => {
    progress.state = 'idle'
  }, 300)
}
