import type { BrowserContextOptions } from '@playwright/test'

/** A 375 px phone (touch, mobile viewport): the width every customer-facing page must fit. */
export const PHONE: BrowserContextOptions = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
}
