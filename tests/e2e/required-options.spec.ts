import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { PHONE } from './support/phone'

// Issue 30: on a phone the add button stays at the bottom of the screen, often far from the group
// it waits for; pressing it must lead the customer to that group, not leave a red line out of sight.
test.use(PHONE)

/** The group is wholly on the screen, between the sticky header and the add bar, and has focus. */
async function expectBroughtToFocus(group: Locator, error: string) {
  await expect(group).toBeFocused()
  await expect(group.getByText(error)).toBeVisible()
  const covered = await group.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const atTop = document.elementFromPoint(box.left + 24, box.top + 4)
    const atError = element.querySelector('.field-error')!.getBoundingClientRect()
    const atBottom = document.elementFromPoint(atError.left + 4, atError.top + atError.height / 2)
    return {
      inside: box.top >= 0 && box.bottom <= window.innerHeight,
      topShown: element.contains(atTop),
      errorShown: element.contains(atBottom),
    }
  })
  expect(covered).toEqual({ inside: true, topShown: true, errorShown: true })
}

test('Add to cart on a wok without its choices leads to each group that still needs one', async ({
  page,
}) => {
  await page.goto('/en/product/uok-nudli-s-pile')
  // The customer has scrolled down past the groups, to the related dishes.
  await page.getByRole('heading', { name: 'Goes well with' }).scrollIntoViewIfNeeded()
  const add = page.getByRole('button', { name: /^Add to cart/ })
  await add.tap()
  const noodles = page.getByRole('group', { name: /^Noodles/ })
  await expectBroughtToFocus(noodles, 'Choose at least 1.')
  await noodles.getByLabel('Udon').check()
  await page.getByRole('heading', { name: 'Goes well with' }).scrollIntoViewIfNeeded()
  await add.tap()
  await expectBroughtToFocus(
    page.getByRole('group', { name: /^Spice level/ }),
    'Choose at least 1.',
  )
  await page.getByLabel('Medium').check()
  await add.tap()
  await expect(page.locator('.modifiers__status')).toHaveText('Added to the cart.')
})
