import { test as base, expect } from '@playwright/test'

/**
 * Pages as a returning visitor sees them: the attention popup (spec §4) was already dismissed.
 * Tests of the popup itself use `freshVisitor`.
 */
export const test = base.extend<{ freshVisitor: boolean }>({
  freshVisitor: [false, { option: true }],
  context: async ({ context, baseURL, freshVisitor }, use) => {
    if (!freshVisitor) await context.addCookies([{ name: 'attention', value: '1', url: baseURL! }])
    await use(context)
  },
})

export { expect }
