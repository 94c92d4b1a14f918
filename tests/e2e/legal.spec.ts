import bg from '#locales/bg.json' with { type: 'json' }
import en from '#locales/en.json' with { type: 'json' }
import ru from '#locales/ru.json' with { type: 'json' }
import uk from '#locales/uk.json' with { type: 'json' }
import { expect, test } from './fixtures'
import { axeViolations } from './support/axe'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'

// Issue 33 on a 375 px phone: the legal pages in four languages, the order button's words with the
// total, and the cookie choice reopened from the footer.
test.use(PHONE)

const LANGS = [
  ['', bg],
  ['/ru', ru],
  ['/en', en],
  ['/uk', uk],
] as const

for (const [prefix, messages] of LANGS) {
  test(`the legal pages and the company page in ${prefix || '/bg'}, with axe`, async ({ page }) => {
    test.slow(true, 'five pages, each weighed by axe')
    for (const doc of ['terms', 'privacy', 'cookies', 'accessibility'] as const) {
      await page.goto(`${prefix}/legal/${doc}`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(messages.legal.docs[doc])
      await expect(page.locator('.legal__version')).toHaveText(/ 1 /)
      await expect(page.getByRole('note')).toHaveText(messages.legal.template)
      expect(await axeViolations(page)).toEqual([])
    }
    await page.goto(`${prefix}/company`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.pages.company.title)
    await expect(page.locator('main')).toContainText('206123451')
    await expect(page.locator('footer')).toContainText('BG206123451')
    expect(await axeViolations(page)).toEqual([])
  })
}

test('the order button says it costs money, and how much, below the terms and privacy links', async ({
  page,
}) => {
  await Checkout.start(page)
  await Checkout.fillAddress(page)
  await Checkout.scheduleTomorrowNoon(page)
  const total = (await page.getByTestId('order-total').textContent())!.trim()
  await page.getByLabel('Card online').check()
  await expect(page.getByRole('button', { name: `Order and pay ${total}` })).toBeVisible()
  await page.getByLabel('Cash').check()
  await expect(
    page.getByRole('button', { name: `Place order, pay ${total} on delivery` }),
  ).toBeVisible()
  const terms = page.getByRole('link', { name: 'Terms of sale' }).first()
  await expect(page.locator('.checkout__agree')).toContainText('By ordering you accept the')
  await expect(
    page.locator('.checkout__agree').getByRole('link', { name: 'Privacy notice' }),
  ).toHaveAttribute('href', '/en/legal/privacy')
  await expect(terms).toHaveAttribute('href', '/en/legal/terms')
})

test('"Cookie settings" in the footer reopens the cookie choice', async ({ page }) => {
  await page.goto('/en/delivery')
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const choice = page.getByRole('region', { name: en.consent.title })
  await expect(choice).toBeVisible()
  await expect(choice).toBeFocused()
  await expect(choice).toContainText(en.consent.nothingToChoose)
  await expect(choice.getByRole('link', { name: 'Cookies policy' })).toHaveAttribute(
    'href',
    '/en/legal/cookies',
  )
  await choice.getByRole('button', { name: 'Close' }).click()
  await expect(choice).toBeHidden()
})
