import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useI18n } from './i18n'

/**
 * A table wider than a phone scrolls sideways inside this frame instead of widening the page. The
 * frame is a region in the tab order, so a keyboard can scroll it (axe: scrollable-region-focusable);
 * its name says it is the table, apart from the section of the same name around it. A hint says it
 * scrolls while it does: nothing else shows that columns are hidden past the screen's edge.
 */
export function TableScroll({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useI18n()
  const frame = useRef<HTMLElement>(null)
  // Unknown until measured in the browser: the server's page assumes a phone's (CSS decides).
  const [overflows, setOverflows] = useState<boolean | null>(null)
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      <p className="table-scroll__hint" data-overflows={String(overflows)}>
        {t('common.swipeForMore')}
      </p>
      <section
        ref={frame}
        className="table-scroll"
        aria-label={t('common.table', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a region it can focus
        tabIndex={0}
      >
        {children}
      </section>
    </>
  )
}
