import type { ReactNode } from 'react'
import { useI18n } from './i18n'

/**
 * A table wider than a phone scrolls sideways inside this frame instead of widening the page. The
 * frame is a region in the tab order, so a keyboard can scroll it (axe: scrollable-region-focusable);
 * its name says it is the table, apart from the section of the same name around it.
 */
export function TableScroll({ name, children }: { name: string; children: ReactNode }) {
  const { t } = useI18n()
  return (
    <section
      className="table-scroll"
      aria-label={t('common.table', { name })}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls a region it can focus
      tabIndex={0}
    >
      {children}
    </section>
  )
}
