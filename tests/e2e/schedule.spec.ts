import { restaurantDay, restaurantMoment } from '#shared/hours'
import { expect, test } from './fixtures'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'

test.use(PHONE)

test('the scheduled time starts at the first slot that can be had and never leaves the slots', async ({
  page,
}) => {
  await Checkout.start(page)
  // 03:30 in Sofia tomorrow (still ahead of the server's own clock): every kitchen opens at 11:00.
  const tomorrow = restaurantDay(new Date(Date.now() + 24 * 60 * 60 * 1000))
  await page.clock.setFixedTime(restaurantMoment(tomorrow, '03:30'))
  await page.reload()
  await Checkout.fillAddress(page)
  await page.getByLabel('At a time').check()
  const value = page.getByTestId('time-value')
  await expect(value).toHaveText('11:00')
  await expect(page.getByRole('button', { name: '15 minutes earlier' })).toBeDisabled()
  await expect(page.getByText('The kitchen is closed at that time.')).toBeHidden()
  await expect(page.getByTestId('order-total')).toBeVisible()
  // Up to the last slot, where + stops.
  const later = page.getByRole('button', { name: '15 minutes later' })
  for (let presses = 0; presses < 60 && (await later.isEnabled()); presses++) {
    await later.press('Enter')
  }
  await expect(later).toBeDisabled()
  await expect(value).toHaveText(/^23:(00|30)$/)
  await page.getByLabel('Cash').check()
  await page.getByRole('button', { name: 'Place the order' }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
})
