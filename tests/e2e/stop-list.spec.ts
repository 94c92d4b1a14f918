import { expect, test } from './fixtures'
import { Console } from './support/console'

// Issue 23: a stop that ends by itself, set in the console, seen on the storefront at once.

// The kitchen's screen is in the restaurant's time zone, as the shop shows its times.
test.use({ timezoneId: 'Europe/Sofia' })

test('the kitchen stops a dish until a time: the shop keeps it, greyed, saying when it is back', async ({
  context,
  page,
}) => {
  await Console.signIn(context)
  await page.goto('/en/operator/menu')
  // A dish no other spec orders: the browser specs share one shop.
  const name = 'Sprite 0.5 l'
  await page.getByLabel(`How long to stop: ${name}`).selectOption({ label: 'until a time…' })
  await page.getByLabel(`Back at (time): ${name}`).fill('23:45')
  const toggle = page.getByRole('switch', { name: `Available: ${name}` })
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'false')
  await expect(toggle).toContainText('Back at 23:45')

  const shop = await context.newPage()
  await shop.goto('/en/product/sprite-05-l')
  await expect(shop.getByText('Back at 23:45')).toBeVisible()
  await expect(shop.getByRole('button', { name: /^Add to cart/ })).toHaveCount(0)

  // Switched back by hand: on the shop again at once.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-checked', 'true')
  // The page cache serves its stale page once while it renders the fresh one.
  await expect(async () => {
    await shop.reload()
    await expect(shop.getByRole('button', { name: /^Add to cart/ })).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 15_000 })
  await expect(shop.getByText('Back at 23:45')).toHaveCount(0)
})
