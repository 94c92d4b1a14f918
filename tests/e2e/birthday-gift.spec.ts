import site from '#server/db/seed/data/site.json' with { type: 'json' }
import { formatPrice } from '#shared/money'
import { latestAdultBirthday } from '#shared/profile'
import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { iso } from './support/checkout'
import { PHONE } from './support/phone'

test.use(PHONE)

test('the welcome promises the birthday gift with its amount; a customer whose birthday is today finds it on the bonuses page', async ({
  page,
}) => {
  const gift = formatPrice(site.bonusRules.birthdayBonus, 'en')
  const days = site.bonusRules.birthdayDays
  await page.goto('/en?signin=1')
  await Auth.signIn(page)
  const welcome = page.getByTestId('profile-modal')
  await expect(welcome).toContainText(
    `Give us your birthday: every year around it you get ${gift} in bonuses.`,
  )
  await welcome.getByLabel('Name', { exact: true }).fill('Rada')
  // The latest day the picker offers: today, 18 years ago (spec §5), so the window is open now.
  await welcome.getByRole('button', { name: /Birthday/ }).click()
  const picker = page.getByTestId('birthday-picker')
  await picker.locator(`[data-day="${latestAdultBirthday(iso(new Date()))}"] button`).click()
  await expect(picker).toBeHidden()
  await page.screenshot({ path: 'test-results/birthday-welcome-375.png' })
  await welcome.getByRole('button', { name: 'Continue' }).click()
  await expect(welcome).toBeHidden()

  await page.goto('/en/account/bonuses')
  await expect(
    page.getByText(
      `Birthday gift, once a year: ${gift} in bonuses, added when you open your bonuses or the checkout from ${days} days before your birthday until ${days} days after it.`,
    ),
  ).toBeVisible()
  const entry = page.getByRole('listitem').filter({ hasText: 'Birthday gift' }).last()
  await expect(entry).toContainText(`+${gift}`)
  await expect(page.getByTestId('bonus-balance')).toHaveText(
    formatPrice(site.bonusRules.welcomeBonus + site.bonusRules.birthdayBonus, 'en'),
  )
  await page.screenshot({ path: 'test-results/birthday-bonuses-375.png', fullPage: true })
  // Once a year: reading the balance again gives no second gift.
  await page.reload()
  await expect(page.getByRole('listitem').filter({ hasText: /^Birthday gift\b/ })).toHaveCount(1)
})
