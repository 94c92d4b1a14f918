import { expect, test } from './fixtures'
import { Auth } from './support/auth'
import { Cart } from './support/cart'
import { PHONE } from './support/phone'
import { expectFitsScreen } from './support/width'

test.use(PHONE)

const PAGES = [
  '/',
  '/menu',
  '/menu/rolls',
  '/product/set-sakura',
  '/promotions',
  '/promotions/money-back-5',
  '/delivery',
  '/contacts',
  '/favorites',
  '/checkout',
  '/no-such-page',
]

for (const lang of ['', '/en']) {
  test(`every public page fits a 375 px screen (${lang || 'bg'})`, async ({ page }) => {
    for (const path of PAGES) {
      await page.goto(lang && path === '/' ? lang : `${lang}${path}`)
      await expectFitsScreen(page, `${lang}${path}`)
    }
  })
}

test.describe('a first visit', () => {
  test.use({ freshVisitor: true })
  test('the attention popup fits a 375 px screen', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectFitsScreen(page, 'attention popup')
  })
})

test('every drawer and sign-in modal fits a 375 px screen', async ({ page }) => {
  await page.goto('/en/product/set-sakura')
  await Cart.addFromProductPage(page)
  await Cart.open(page)
  await expectFitsScreen(page, 'cart drawer')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  const navigation = page.getByTestId('navigation-drawer')
  await expect(navigation).toBeVisible()
  await expectFitsScreen(page, 'navigation drawer')
  await navigation.getByRole('button', { name: 'Menu categories' }).click()
  await expect(page.getByTestId('menu-drawer').getByRole('link', { name: 'Rolls' })).toBeVisible()
  await expectFitsScreen(page, 'menu drawer')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Open navigation' }).click()
  await navigation.getByRole('button', { name: 'Our restaurants' }).click()
  await expect(page.getByTestId('stores-drawer').getByRole('article').first()).toBeVisible()
  await expectFitsScreen(page, 'stores drawer')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Sign in' }).click()
  await expectFitsScreen(page, 'phone modal')
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await expectFitsScreen(page, 'profile modal')
  await profile.getByRole('button', { name: /Birthday/ }).click()
  await expect(page.getByTestId('birthday-picker')).toBeVisible()
  await expectFitsScreen(page, 'birthday picker')
})

test('every checkout option and account page fits a 375 px screen', async ({ page }) => {
  await page.goto('/en/product/set-sakura')
  await Cart.addFromProductPage(page)
  await Cart.addFromProductPage(page)
  await page.goto('/en/checkout')
  await Auth.signIn(page)
  const profile = page.getByTestId('profile-modal')
  await profile.getByLabel('Name', { exact: true }).fill('Iva')
  await profile.getByRole('button', { name: 'Continue' }).click()
  await expect(profile).toBeHidden()
  await expectFitsScreen(page, 'checkout, delivery')
  await page.getByLabel('At a time').check()
  await expectFitsScreen(page, 'checkout, at a time')
  await page.getByRole('button', { name: /^Date/ }).click()
  await expect(page.getByTestId('delivery-date-picker')).toBeVisible()
  await expectFitsScreen(page, 'checkout, date picker')
  await page.getByRole('button', { name: /^Date/ }).click()
  for (const payment of ['Cash', 'Card on delivery', 'Card online']) {
    await page.getByLabel(payment).check()
    await expectFitsScreen(page, `checkout, ${payment}`)
  }
  await page.getByLabel('Pickup').check()
  const restaurant = page.getByRole('radio', { name: /Hanami Sushi Center/ })
  await expect(restaurant).toBeVisible()
  await expectFitsScreen(page, 'checkout, pickup')
  await restaurant.check()
  await expect(restaurant).toBeChecked()
  for (const path of ['orders', 'bonuses', 'favorites', 'referral', 'profile']) {
    await page.goto(`/en/account/${path}`)
    await expectFitsScreen(page, `/en/account/${path}`)
  }
})
