import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, hydrating, test } from './fixtures'
import { Auth, lastCode, uniquePhone } from './support/auth'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'
import { expectFitsScreen } from './support/width'

type Named = { code?: string; name: Record<string, string>; options?: Named[] }
const seed = (file: string) =>
  JSON.parse(readFileSync(`server/db/seed/data/${file}`, 'utf8')) as Named[]
const modifierGroups = seed('modifierGroups.json')
const paymentTypes = seed('paymentTypes.json')

/** A message of the page's language (locales/*.json), with its {{placeholders}} filled. */
function translate(lang: string, key: string, params: Record<string, string | number> = {}) {
  const messages = JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as object
  const message = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], messages)
  if (typeof message !== 'string') throw new Error(`No message ${key} in ${lang}`)
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''))
}

// Screenshots of every step, at a phone's and a desktop's width, for a person to look at.
const SHOTS = process.env.JOURNEY_SHOTS ?? '/tmp/journey-screenshots'

test.use({ ...PHONE, freshVisitor: true })

for (const lang of ['bg', 'en'] as const) {
  const prefix = lang === 'bg' ? '' : `/${lang}`
  const home = prefix || '/'
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params)
  /** The order button's words around whatever total the quote gives. */
  const orderButton = (key: string) =>
    new RegExp(
      `^${t(key, { total: '@@' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('@@', '.+')}$`,
    )
  const soySauce = modifierGroups[0]!.options![0]!.name[lang]!
  const cash = paymentTypes.find((p) => p.code === 'cash')!.name[lang]!

  // The browser asks for the language too: / negotiates by Accept-Language.
  const locale = lang === 'bg' ? 'bg-BG' : 'en-US'
  test.describe(lang, () => {
    test.use({ locale })
    test(`the whole journey of a new customer at 375 px (${lang})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(240_000)
      const folder = `${SHOTS}/${lang}`
      mkdirSync(folder, { recursive: true })
      let step = 0
      const shot = async (name: string) => {
        step += 1
        const file = `${folder}/${String(step).padStart(2, '0')}-${name}`
        await expectFitsScreen(page, name)
        await page.screenshot({ path: `${file}-375.png` })
        await page.setViewportSize({ width: 1280, height: 900 })
        await page.screenshot({ path: `${file}-1280.png` })
        await page.setViewportSize({ width: 375, height: 812 })
      }

      // A friend who already shops here shares the referral link.
      const friendContext = await browser.newContext({ ...PHONE, baseURL, locale })
      await friendContext.addCookies([{ name: 'attention', value: '1', url: baseURL! }])
      const friend = hydrating(await friendContext.newPage())
      await friend.goto(`${home}?signin=1`)
      await Auth.signIn(friend)
      await nameProfile(friend, t, 'Mira')
      await friend.goto(`${prefix}/account/referral`)
      const link = await friend.getByLabel(t('account.referral.link')).inputValue()
      const earned = friend.getByText(t('account.referral.earned', { amount: '' }).trim())
      const earnedBefore = await earned.textContent()

      // First visit through the link: the attention popup, and the referral cookie.
      await page.goto(link)
      const attention = page.getByRole('dialog')
      await expect(attention).toBeVisible()
      await shot('first-visit-attention')
      await attention.getByRole('button', { name: t('common.close') }).click()
      await expect(attention).toBeHidden()
      expect((await page.context().cookies()).some((c) => c.name === 'referral')).toBe(true)

      await page.goto(`${prefix}/menu`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await shot('menu')

      // A set with an extra sauce, twice (over every zone's minimum).
      await page.goto(`${prefix}/product/set-sakura`)
      await page.getByRole('button', { name: t('common.increase', { name: soySauce }) }).click()
      const add = page.getByRole('button', {
        name: new RegExp(`^${t('product.addFor', { price: '' }).split('·')[0]!.trim()}`),
      })
      await shot('product-with-sauce')
      await add.click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await add.click()
      await expect(page.getByTestId('cart-count')).toHaveText('2')
      await page.getByTestId('cart-button').click()
      await expect(page.getByTestId('cart-drawer')).toBeVisible()
      await shot('cart')
      await page.keyboard.press('Escape')

      // Sign-up at checkout, with the profile.
      await page.goto(`${prefix}/checkout`)
      const phone = uniquePhone()
      await Auth.requestCode(page, phone)
      await shot('sign-in-code')
      await Auth.enterCode(page, await lastCode(phone))
      await expect(page.getByTestId('profile-modal')).toBeVisible()
      await shot('profile')
      await nameProfile(page, t, 'Elena')
      await expect(page.getByTestId('order-summary')).toBeVisible()

      // Delivery at a time, card payment in the simulator.
      await page.getByLabel(t('checkout.street')).fill('ul. Shipka 12')
      await page.getByLabel(t('checkout.entrance')).fill('B')
      await page.getByLabel(t('checkout.floor')).fill('3')
      await page.getByLabel(t('checkout.later')).check()
      await expect(page.getByTestId('time-value')).toHaveText(/^\d\d:\d\d$/)
      await shot('checkout-at-a-time')
      await page.getByRole('button', { name: orderButton('checkout.payNow') }).click()
      await expect(page).toHaveURL(/\/_viva\/web\/checkout\?ref=\d{16,}/)
      await shot('viva-simulator')
      await page.getByTestId('viva-approve').click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/payment-success\\?order=\\d+$`))
      const result = page.getByTestId('order-result')
      await expect(result).toBeVisible()
      await shot('payment-success')
      const orderId = Number((await result.textContent())?.match(/(\d+)/)?.[1])

      // The order in the account.
      await result.getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/account/orders/${orderId}$`))
      // Spec §9: 24-hour times in every language.
      await expect(page.locator('main')).toContainText(/\b\d{2}:\d{2}\b/)
      await expect(page.locator('main')).not.toContainText(/\d\s?[AP]M\b/)
      await shot('order-in-account')
      await page.goto(`${prefix}/account/orders`)
      await shot('orders')

      // A second order spending the welcome bonuses, cash on pickup.
      await page.goto(`${prefix}/product/set-sakura`)
      await add.click()
      await expect(page.getByTestId('cart-count')).toHaveText('1')
      await page.goto(`${prefix}/checkout`)
      await page.getByLabel(t('checkout.street')).fill('ul. Shipka 12')
      const bonuses = page.getByRole('slider')
      await expect(bonuses).toBeVisible()
      await bonuses.focus()
      await page.keyboard.press('End')
      // At the first time the kitchen can make (the test runs at any hour).
      await page.getByLabel(t('checkout.later')).check()
      await page.getByLabel(cash).check()
      await expect(page.getByTestId('order-summary')).toContainText('−')
      await shot('second-order-with-bonuses')
      await page.getByRole('button', { name: orderButton('checkout.place') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/checkout/success$`))
      await expect(page.getByTestId('order-result')).toBeVisible()
      await shot('second-order-success')

      // Staff complete the first order: the friend earns the referral reward, once.
      await Checkout.moveOrder(page, orderId, ['accepted', 'cooking', 'on_the_way', 'completed'])
      await friend.reload()
      await expect(earned).not.toHaveText(earnedBefore!)
      await friend.screenshot({
        path: `${folder}/${String(step + 1).padStart(2, '0')}-referral-reward-375.png`,
      })
      await friendContext.close()
    })
  })
}

async function nameProfile(page: Page, t: (key: string) => string, name: string) {
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel(t('auth.profile.name'), { exact: true }).fill(name)
  await profile.getByRole('button', { name: t('auth.continue') }).click()
  await expect(profile).toBeHidden()
}
