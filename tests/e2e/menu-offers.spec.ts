import type { APIRequestContext } from '@playwright/test'
import { localTime } from '#shared/hours'
import { offerFields } from '#tests/support/offers'
import { expect, test } from './fixtures'
import { Cart } from './support/cart'
import { Checkout } from './support/checkout'
import { baseURL, E2E_ADMIN } from './support/config'
import { expectFitsScreen } from './support/width'

/** The seed's salads (categories.json, fourth row): no other browser test orders one. */
const SALADS = 4
const NAME = {
  bg: 'Седмица на салатите',
  ru: 'Неделя салатов',
  en: 'Salad week',
  uk: 'Тиждень салатів',
}

/**
 * An automatic offer on the salads, made through the console's API, for today and tomorrow by its
 * week days (Sofia): the test never depends on the clock, and its hours are what makes it run.
 */
async function saladOffer(request: APIRequestContext) {
  const signIn = await request.post(`${baseURL}/api/operator/sign-in`, { data: E2E_ADMIN })
  expect(signIn.status(), await signIn.text()).toBe(200)
  const today = localTime(new Date()).day
  const fields = offerFields({
    name: NAME,
    kind: 'category_percent',
    value: 20,
    categoryId: SALADS,
    hours: [today, (today + 1) % 7].map((day) => ({ day, open: '00:00', close: '24:00' })),
    // Above any other automatic offer a test may have running.
    priority: 1000,
  })
  return {
    fields,
    created: await request.post(`${baseURL}/api/operator/offers`, { data: fields }),
  }
}

test('an automatic offer shows on the menu with its badge and price, and is charged at checkout by card', async ({
  page,
  request,
}) => {
  const { fields, created } = await saladOffer(request)
  expect(created.status(), await created.text()).toBe(201)
  const { data } = (await created.json()) as { data: { id: number } }
  try {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/en/menu/salads')
    const card = page.getByRole('article', { name: 'Chuka Salad' })
    await expect(card.getByText('−20%')).toBeVisible()
    // €6.90 less 20 %: €5.52, the old price struck beside it.
    await expect(card.locator('.offer-price__new')).toHaveText('€5.52')
    await expect(card.locator('s')).toContainText('€6.90')
    await card.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/menu-offers/menu-375.png' })
    await expectFitsScreen(page, 'the menu with an offer')

    await page.goto('/en/product/salata-chuka')
    await expect(page.locator('.product__price')).toContainText('€5.52')
    await expect(page.getByText('Salad week', { exact: true })).toBeVisible()
    await page.screenshot({ path: 'test-results/menu-offers/product-375.png' })

    // Six salads, €41.40 (delivered free in every near zone): 20 % off is €8.28.
    await Checkout.start(page, 'salata-chuka', 6)
    await Checkout.fillAddress(page)
    await Checkout.scheduleTomorrowNoon(page)
    await page.getByLabel('Card online').check()
    const discount = page.getByTestId('order-summary').getByTestId('discount-line')
    await expect(discount).toHaveText('Salad week−€8.28')
    await expect(page.getByTestId('order-total')).toHaveText('€33.12')
    await page.screenshot({ path: 'test-results/menu-offers/checkout-375.png', fullPage: true })

    await page.getByRole('button', { name: /^Order and pay €33\.12/ }).click()
    await expect(page).toHaveURL(/\/_viva\/web\/checkout\?ref=\d{16,}/)
    await expect(page.getByText('€33.12').first()).toBeVisible()
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/checkout\/payment-success\?order=\d+$/)
    await expect(page.getByTestId('order-result').getByTestId('discount-line')).toHaveText(
      'Salad week−€8.28',
    )

    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en/menu/salads')
    await expect(card.getByText('−20%')).toBeVisible()
    await page.screenshot({ path: 'test-results/menu-offers/menu-desktop.png' })
  } finally {
    // Automatic offers apply to every order: switched off for the tests after this one.
    const off = await request.post(`${baseURL}/api/operator/offers/${data.id}`, {
      data: { ...fields, active: false },
    })
    expect(off.status(), await off.text()).toBe(200)
  }
})

test('a promotion leads to the menu with its offer, the code kept for the checkout', async ({
  page,
  request,
}) => {
  const signIn = await request.post(`${baseURL}/api/operator/sign-in`, { data: E2E_ADMIN })
  expect(signIn.status(), await signIn.text()).toBe(200)
  const code = `E2E-${Math.random().toString(36).slice(2, 8).toUpperCase()}`
  const offer = await request.post(`${baseURL}/api/operator/offers`, {
    data: offerFields({ name: NAME, kind: 'order_amount', value: 300, code, minSubtotal: 2000 }),
  })
  expect(offer.status(), await offer.text()).toBe(201)
  const slug = `e2e-${code.toLowerCase()}`
  const text = (en: string) => ({ bg: en, ru: en, en, uk: en })
  const promotion = await request.post(`${baseURL}/api/operator/promotions`, {
    data: {
      slug,
      kind: 'discount',
      title: text('{{offerDiscount}} off your order'),
      summary: text('With the code {{offerCode}} on orders from {{offerMinimum}}.'),
      body: text(''),
      image: '/images/promotions/cashback.svg',
      offerId: ((await offer.json()) as { data: { id: number } }).data.id,
    },
  })
  expect(promotion.status(), await promotion.text()).toBe(201)
  const { data } = (await promotion.json()) as { data: { id: number } }
  try {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto(`/en/promotions/${slug}`)
    await expect(page.getByRole('heading', { name: '€3.00 off your order' })).toBeVisible()
    await expect(page.getByText(`With the code ${code} on orders from €20.00.`)).toBeVisible()
    await page.screenshot({ path: 'test-results/menu-offers/promotion-375.png' })
    await page.getByRole('link', { name: 'Order with this offer' }).click()
    await expect(page).toHaveURL(new RegExp(`/en/menu\\?promo=${code}$`))
    // Kept for the checkout: the cart's preview applies it.
    await page.goto('/en/product/set-sakura')
    await Cart.addFromProductPage(page)
    const drawer = await Cart.open(page)
    await expect(drawer.getByTestId('discount-line')).toHaveText(`Salad week · ${code}−€3.00`)
  } finally {
    // Switched off: the shop's list of promotions is again as other tests expect it.
    const off = await request.post(`${baseURL}/api/operator/promotions/${data.id}`, {
      data: { active: false },
    })
    expect(off.status(), await off.text()).toBe(200)
  }
})
