import { type RefObject, useEffect, useState } from 'react'

/**
 * Builds a map in the element once it comes near the screen (Leaflet and its tiles load only then,
 * and never on the server). `build` answers how to take it down; `failed` says it could not load.
 */
export function useLazyMap(
  ref: RefObject<HTMLElement | null>,
  build: (element: HTMLElement) => Promise<() => void>,
) {
  const [failed, setFailed] = useState(false)
  // The map is built once per element; what it shows later goes through the map itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: build is read once, at first sight
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let destroy: (() => void) | undefined
    let gone = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        build(element).then(
          (down) => {
            if (gone) down()
            else destroy = down
          },
          () => setFailed(true),
        )
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      gone = true
      observer.disconnect()
      destroy?.()
    }
  }, [ref])
  return failed
}
