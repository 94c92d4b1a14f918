import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * Axe's violations on the page as it is now, each with the elements it found, for a readable diff.
 * With a test id, only that element (an open modal: the page behind it is inert and was checked
 * before it opened; a whole console page takes axe several seconds).
 */
export async function axeViolations(page: Page, testId?: string) {
  const axe = new AxeBuilder({ page })
  if (testId) axe.include(`[data-testid="${testId}"]`)
  return (await axe.analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
