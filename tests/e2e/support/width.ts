import { expect, type Page } from '@playwright/test'

/**
 * Nothing on the page reaches past the screen: the document is no wider than the viewport. On
 * failure the message names the widest elements that stick out, to find the cause.
 */
export async function expectFitsScreen(page: Page, where: string) {
  // The screen's width, not the window's: a phone zooms out to show a wider page whole.
  const screen = page.viewportSize()!.width
  const measure = () =>
    page.evaluate((width) => {
      const over = [...document.querySelectorAll<HTMLElement>('body *')]
        .map((element) => ({ element, right: Math.ceil(element.getBoundingClientRect().right) }))
        .filter(({ right }) => right > width)
        .sort((a, b) => b.right - a.right)
        .slice(0, 3)
        .map(
          ({ element, right }) =>
            `${element.tagName.toLowerCase()}.${element.className || '(none)'} → ${right}px`,
        )
      const scroll = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth)
      return scroll > width ? `${scroll}px wide: ${over.join('; ')}` : 'fits'
    }, screen)
  await expect.poll(measure, { message: where }).toBe('fits')
}
