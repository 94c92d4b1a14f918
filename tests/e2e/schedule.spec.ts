import regions from '#server/db/seed/data/regions.json' with { type: 'json' }
import restaurants from '#server/db/seed/data/restaurants.json' with { type: 'json' }
import { restaurantDay, restaurantMoment } from '#shared/hours'
import { slotTime } from '#shared/slots'
import { expect, test } from './fixtures'
import { Checkout } from './support/checkout'
import { PHONE } from './support/phone'

test.use(PHONE)

test('the scheduled time starts at the first slot that can be had and never leaves the slots', async ({
  page,
}) => {
  await Checkout.start(page)
  // 03:30 in Sofia tomorrow (still ahead of the server's own clock). The first zone (Center) is
  // cooked by a kitchen that opens at 11:00 every day: its first slot is the opening plus the
  // preparation and the drive, on the quarter hour.
  const tomorrow = restaurantDay(new Date(Date.now() + 24 * 60 * 60 * 1000))
  await page.clock.setFixedTime(restaurantMoment(tomorrow, '03:30'))
  const zone = regions.find((region) => region.slug === 'center')!
  const kitchen = restaurants.find((restaurant) => restaurant.slug === zone.restaurant)!
  const first = Math.ceil((11 * 60 + kitchen.prepMinutes + zone.etaMinutes) / 15) * 15
  await page.reload()
  await Checkout.fillAddress(page)
  await page.getByLabel('At a time').check()
  const value = page.getByTestId('time-value')
  await expect(value).toHaveText(slotTime(first))
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
  await page.getByRole('button', { name: /^Place order, pay €/ }).click()
  await expect(page).toHaveURL(/\/en\/checkout\/success$/)
})
