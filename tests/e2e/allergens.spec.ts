import { expect, test } from './fixtures'

test('a customer who avoids gluten filters it out and sees no dish that contains it', async ({
  page,
}) => {
  await page.goto('/en/menu')
  const cards = page.getByRole('article')
  await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(1)
  await page.getByRole('button', { name: /Filters/ }).click()
  const dialog = page.getByTestId('filters-modal')
  await dialog.getByLabel('Gluten', { exact: true }).check()
  await dialog.getByRole('button', { name: 'Show' }).click()
  await expect(page).toHaveURL(/\/en\/menu\?without=gluten$/)
  await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(0)
  const count = await cards.count()
  expect(count).toBeGreaterThan(10)
  // Every card left says what it contains, and none says gluten.
  for (let i = 0; i < count; i++) {
    const icons = cards.nth(i).getByRole('img', { name: /^Allergens:/ })
    if ((await icons.count()) > 0) await expect(icons).not.toHaveAccessibleName(/Gluten/)
  }
  await page.reload()
  await expect(page.getByRole('button', { name: /Filters/ })).toContainText('1')
  await expect(cards.filter({ hasText: 'Asahi' })).toHaveCount(0)
})

test('the product page names the allergens, and the sentence by the button follows the options', async ({
  page,
}) => {
  await page.goto('/en/product/maki-s-ton')
  await expect(page.locator('.allergen-list')).toHaveText(/Fish/)
  const sentence = page.locator('.modifiers__allergens')
  await expect(sentence).toHaveText(/Contains: Fish$/)
  await page.getByRole('button', { name: 'More: Extra soy sauce' }).click()
  await expect(sentence).toHaveText(/Contains: Gluten, Fish, Soy$/)
})
