import { useEffect, useRef } from 'react'

// Spec §9: a held +/- button repeats after 500 ms, then every 100 ms.
export const REPEAT_DELAY_MS = 500
export const REPEAT_EVERY_MS = 100

/** Pointer handlers that run `action` once on press and keep repeating while held. */
export function useRepeatPress(action: () => void) {
  const latest = useRef(action)
  latest.current = action
  const timers = useRef<{
    delay?: ReturnType<typeof setTimeout>
    every?: ReturnType<typeof setInterval>
  }>({})
  const stop = () => {
    clearTimeout(timers.current.delay)
    clearInterval(timers.current.every)
    timers.current = {}
  }
  // Unmounting mid-press must not leave a timer repeating.
  useEffect(
    () => () => {
      clearTimeout(timers.current.delay)
      clearInterval(timers.current.every)
    },
    [],
  )
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button !== 0) return
      event.preventDefault()
      stop()
      latest.current()
      timers.current.delay = setTimeout(() => {
        timers.current.every = setInterval(() => latest.current(), REPEAT_EVERY_MS)
      }, REPEAT_DELAY_MS)
    },
    onPointerUp: stop,
    onPointerLeave: stop,
    onPointerCancel: stop,
    // The keyboard presses once per key press (the browser repeats a held key by itself).
    onKeyDown: (event: React.KeyboardEvent) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault()
        latest.current()
      }
    },
  }
}
